import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainTabs } from './plain-tabs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const tabs = [
  { value: 'one', label: 'One', content: <p>First panel</p> },
  { value: 'two', label: 'Two', content: <p>Second panel</p> },
  { value: 'three', label: 'Three', content: <p>Third panel</p> },
];

function RadixTabs() {
  return (
    <Tabs defaultValue="one">
      <TabsList aria-label="Sections">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}

// The plain tabs stand in for the Radix ones where Radix would weigh on a first load: each check
// runs on both, so they behave alike for the shopper and for assistive technology.
describe.each([
  ['PlainTabs', () => <PlainTabs tabs={tabs} label="Sections" />],
  ['Radix tabs', () => <RadixTabs />],
])('%s', (_, renderTabs) => {
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
});
