import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, removeFirstPaintWhenShellRenders } from './first-paint-handover';

afterEach(() => {
  document.body.innerHTML = '';
});

/** index.html as built: the prerendered header, then React's empty container. */
function page() {
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"><header>Northwind Market</header></div><div id="root"></div>`;
  return document.getElementById('root')!;
}

/** MutationObserver callbacks run as microtasks, before the browser paints. */
const callbacksRun = () => Promise.resolve();

describe('handing the prerendered header over to React', () => {
  it('keeps the prerendered header while React has rendered no shell, and removes it once it has', async () => {
    const root = page();
    removeFirstPaintWhenShellRenders(root);

    root.append(document.createElement('section')); // a toaster, say: not the shell
    await callbacksRun();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();

    const shell = document.createElement('div');
    shell.innerHTML = '<header>Northwind Market</header><main id="main"></main>';
    root.append(shell);
    await callbacksRun();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(document.querySelectorAll('header')).toHaveLength(1);
  });

  it('does nothing on a page without a prerendered header (the dev server)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => removeFirstPaintWhenShellRenders(document.getElementById('root')!)).not.toThrow();
  });
});
