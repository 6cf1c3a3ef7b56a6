import * as Tabs from '@radix-ui/react-tabs';
import { SanitizedHtml } from './sanitized-html';

const tabs = [
  { value: 'description', label: 'Product Description' },
  { value: 'technical', label: 'Technical Information' },
] as const;

/** SPEC §2: two tabs that both show the product's description field as HTML. */
export function DescriptionTabs({ html }: { html: string }) {
  return (
    <Tabs.Root defaultValue="description">
      <Tabs.List aria-label="Product information" className="flex gap-6 overflow-x-auto border-b border-line md:gap-8">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px cursor-pointer border-b-2 border-transparent pb-3 text-base font-medium whitespace-nowrap text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=active]:border-ink data-[state=active]:text-ink md:text-lg"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="max-w-3xl pt-6 focus-visible:outline-none">
          <SanitizedHtml html={html} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
