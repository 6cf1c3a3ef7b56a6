import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { SanitizedHtml } from './sanitized-html';

const tabs = [
  { value: 'description', label: 'Product Description' },
  { value: 'technical', label: 'Technical Information' },
] as const;

/** SPEC §2: two tabs that both show the product's description field as HTML. */
export function DescriptionTabs({ html }: { html: string }) {
  return (
    <Tabs defaultValue="description">
      <TabsList aria-label="Product information">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="md:text-lg">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="max-w-3xl">
          <SanitizedHtml html={html} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
