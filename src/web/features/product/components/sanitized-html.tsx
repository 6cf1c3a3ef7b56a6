import { cn } from '@web/lib/cn';

// The description is HTML from the shop's back office, sanitised with DOMPurify by the server when
// it is written: every product row is made by one function (server catalog/product-row.ts), so
// the API only ever sends sanitised HTML. DOMPurify is not shipped to the browser again: it was
// 11.5 KB gzip of a product page's first load (docs/performance.md, "First-load JavaScript").
const richTextClass =
  'text-[15px] leading-relaxed text-ink-soft [&_a]:text-accent [&_a]:underline [&_h2]:mt-6 [&_h2]:font-display [&_h2]:text-xl [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1.5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:marker:text-muted';

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn(richTextClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
