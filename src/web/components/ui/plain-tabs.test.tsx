import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainTabs } from './plain-tabs';

const tabs = [
  { value: 'one', label: 'One', content: <p>First panel</p> },
  { value: 'two', label: 'Two', content: <p>Second panel</p> },
  { value: 'three', label: 'Three', content: <p>Third panel</p> },
];

const renderTabs = () => <PlainTabs tabs={tabs} label="Sections" />;

// The checks Radix's tabs passed when the shop used them: the same roles, states and keyboard for
// the shopper and for assistive technology.
describe('PlainTabs', () => {
  const selectedPanel = (name: string) => {
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name })).toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  };

  it('shows the first tab, its panel named by it, and the other panels hidden and empty', () => {
    const { container } = render(renderTabs());
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute('aria-orientation', 'horizontal');
    selectedPanel('One');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
    const tab = screen.getByRole('tab', { name: 'Two' });
    expect(tab).toHaveAttribute('aria-selected', 'false');
    const hidden = container.querySelector(`#${CSS.escape(tab.getAttribute('aria-controls')!)}`);
    expect(hidden).toHaveAttribute('hidden');
    expect(hidden).toBeEmptyDOMElement();
  });

  it('takes Tab to the selected tab only; arrows move round the list and select; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        {renderTabs()}
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    selectedPanel('Two');
    await user.keyboard('{End}');
    selectedPanel('Three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    selectedPanel('One');
    await user.keyboard('{ArrowLeft}');
    selectedPanel('Three');
    await user.keyboard('{Home}');
    selectedPanel('One');
    // Tab leaves the list for the panel (focusable, as Radix makes it).
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(renderTabs());
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    selectedPanel('Three');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel');
  });

  it('follows the selected tab the page gives, and tells it of a choice', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('two');
      return (
        <>
          <button type="button" onClick={() => setValue('three')}>
            Open three
          </button>
          <PlainTabs
            tabs={tabs}
            label="Sections"
            value={value}
            onValueChange={(next) => {
              chosen.push(next);
              setValue(next);
            }}
          />
        </>
      );
    }
    render(<Controlled />);
    selectedPanel('Two');
    await user.click(screen.getByRole('button', { name: 'Open three' }));
    selectedPanel('Three');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    selectedPanel('One');
    // A click on the selected tab is no change.
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(chosen).toEqual(['one']);
  });
});
