import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@web/lib/money';
import { productQuery } from '../catalog/product-api';
import type { SectionsForm, SectionsValues } from './section-fields';

type Section = SectionsValues['sections'][number];

/**
 * A section as the home page lays it out, from what the form holds now (saved or not): its
 * heading, picture, cards or products. A sketch in the home page's order and words, not the
 * shop's own component: the console does not load the storefront's home code.
 */
export function SectionPreview({ form, index }: { form: SectionsForm; index: number }) {
  const section = useWatch({ control: form.control, name: `sections.${index}` }) as Section | undefined;
  if (!section) return null;
  return (
    <div className="rounded-lg border border-dashed border-line bg-canvas p-4" aria-label="Preview" role="group">
      <p className="mb-3 text-xs font-medium tracking-wide text-muted uppercase">Preview</p>
      <PreviewBody section={section} />
    </div>
  );
}

function PreviewBody({ section }: { section: Section }) {
  switch (section.sectionType) {
    case 'header':
      return (
        <div className="text-center">
          <p className="font-display text-2xl text-ink">{section.primaryText || 'Heading'}</p>
          {section.secondaryText && <p className="mt-1 text-sm text-muted">{section.secondaryText}</p>}
        </div>
      );
    case 'image':
      return section.imagePath ? (
        <img src={section.imagePath} alt="" className="max-h-48 w-full rounded-lg object-cover" />
      ) : (
        <p className="text-sm text-muted">No picture yet.</p>
      );
    case 'features':
    case 'testimonial':
      return (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {section.list.map((card, i) => (
            <li key={i} className="rounded-lg bg-white p-3 text-sm">
              <p className="font-medium text-ink">{'title' in card ? card.title : card.userName}</p>
              <p className="mt-1 text-muted">{card.content}</p>
            </li>
          ))}
        </ul>
      );
    case 'collection':
    case 'inventories':
      return (
        <div>
          {section.sectionType === 'collection' && (
            <p className="mb-3 font-display text-xl text-ink">{section.displayName || 'Collection name'}</p>
          )}
          {section.inventoryIds.length === 0 ? (
            <p className="text-sm text-muted">No products yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {section.inventoryIds.map((id, i) => (
                <PreviewCard key={`${String(id)}-${i}`} productId={Number(id)} />
              ))}
            </ul>
          )}
        </div>
      );
  }
}

function PreviewCard({ productId }: { productId: number }) {
  const product = useQuery({ ...productQuery(productId), enabled: Number.isInteger(productId) });
  const cover = product.data?.gallery[0];
  return (
    <li className="min-w-0 text-sm">
      {cover ? (
        <img src={cover} alt="" className="aspect-square w-full rounded-lg bg-surface object-cover" />
      ) : (
        <span className="block aspect-square w-full rounded-lg bg-surface" aria-hidden="true" />
      )}
      <p className="mt-2 truncate text-ink">{product.data?.name ?? '…'}</p>
      {product.data && <p className="text-muted">{formatMoney(product.data.price)}</p>}
    </li>
  );
}
