import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { removeFirstPaintWhenShellRenders } from './first-paint/first-paint-handover';
import { restoreSession } from './app/restore-session';
import { syncSessionAcrossTabs } from './lib/session-sync';
import './styles.css';

void restoreSession();
syncSessionAcrossTabs();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
removeFirstPaintWhenShellRenders(container);
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
