import { PlainTabs } from '@web/components/ui/plain-tabs';
import { SanitizedHtml } from './sanitized-html';

/**
 * Two tabs that both show the product's description field as HTML. Plain tabs (no
 * Radix): on a tall screen they show in the first paint, whose weight they would otherwise add to.
 */
export function DescriptionTabs({ html }: { html: string }) {
  const content = <SanitizedHtml html={html} />;
  return (
    <PlainTabs
      label="Product information"
      tabs={[
        { value: 'description', label: 'Product Description', content },
        { value: 'technical', label: 'Technical Information', content },
      ]}
      triggerClassName="md:text-lg"
      contentClassName="max-w-3xl"
    />
  );
}
