import { Link } from 'react-router';
import { QuoteIcon } from '@web/components/icons/quote-icon';
import type { Section } from '@shared/schemas/home';
import { ProductGrid } from '@web/features/catalog';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';

type Metadata = Section['metadata'];
type Entities = Section['entities'];

const sectionClass = 'px-4 py-10 md:px-8 md:py-16';

export function HeaderSection({ header }: { header: NonNullable<Metadata['header']> }) {
  return (
    <section className={cn(sectionClass, 'pb-0 text-center md:pb-0')}>
      <h2 className="mx-auto max-w-3xl font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-ink md:text-5xl">
        {header.primaryText}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-muted md:text-lg">{header.secondaryText}</p>
    </section>
  );
}

export function ImageSection({ image }: { image: NonNullable<Metadata['image']> }) {
  return (
    <section className={sectionClass}>
      <img
        src={image.imagePath}
        alt="Featured editorial"
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-3xl bg-surface object-cover md:aspect-[21/9]"
      />
    </section>
  );
}

export function FeaturesSection({ features }: { features: NonNullable<Metadata['features']> }) {
  return (
    <section className={sectionClass}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] lg:gap-6">
        {features.list.map((feature) => (
          <li key={feature.title} className="flex gap-4 rounded-3xl bg-surface p-5 sm:block sm:p-6 md:p-8">
            {/* The icon is drawn on its own disc; shown large enough to read as a picture. */}
            <img src={feature.iconPath} alt="" loading="lazy" className="size-14 shrink-0 md:size-16" />
            <div>
              <h3 className="text-lg font-semibold text-ink sm:mt-5">{feature.title}</h3>
              <p className="mt-1 text-[15px] leading-relaxed text-muted sm:mt-2">{feature.content}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TestimonialSection({ testimonial }: { testimonial: NonNullable<Metadata['testimonial']> }) {
  return (
    <section className={sectionClass}>
      <h2 className="text-center font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl">
        Testimonials
      </h2>
      <ul className="mt-8 grid gap-4 md:mt-10 md:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))] md:gap-6">
        {testimonial.list.map((item) => (
          <li key={item.userName} className="flex flex-col rounded-3xl border border-line bg-white/60 p-6 md:p-8">
            <div className="flex items-center gap-3">
              <img
                src={item.photoPath}
                alt={item.userName}
                loading="lazy"
                className="size-12 rounded-full bg-surface object-cover"
              />
              <p className="font-semibold text-ink">{item.userName}</p>
            </div>
            <blockquote className="mt-5 flex gap-2 text-[15px] leading-relaxed text-ink-soft">
              <QuoteIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <p>{item.content}</p>
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A lookbook: two columns of tiles where the last one spans both. Product pictures are
 * square, so the wide tile shows its picture whole beside the name instead of cropping it to a
 * strip; the two small tiles crop a little and carry the name on a scrim.
 */
export function CollectionSection({ collection }: { collection: NonNullable<Entities['collection']> }) {
  const lastIndex = collection.inventories.length - 1;
  return (
    <section className={sectionClass}>
      <h2 className="font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl">
        {collection.displayName}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:mt-8 md:gap-6" data-testid="collection-grid">
        {collection.inventories.map((product, index) => {
          const wide = index === lastIndex && index > 0;
          return (
            <li key={product.productId} className={cn(index === lastIndex && 'col-span-2')}>
              <Link
                to={paths.product(product.productId)}
                className={cn(
                  'group relative block overflow-hidden rounded-3xl bg-surface focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
                  wide && 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-center',
                )}
              >
                {/* The name is written on the card: an alt would read it twice. */}
                <img
                  src={product.coverPath}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={cn(
                    'w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]',
                    wide ? 'aspect-square' : 'aspect-[4/5] md:aspect-[5/4]',
                  )}
                />
                {wide ? (
                  <span className="flex flex-col gap-2 p-4 md:gap-4 md:p-12">
                    <span className="font-display text-xl leading-tight font-semibold text-ink md:text-4xl">
                      {product.name}
                    </span>
                    <span className="text-sm font-medium text-accent group-hover:text-accent-hover md:text-base">
                      Shop now <span aria-hidden="true">→</span>
                    </span>
                  </span>
                ) : (
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent p-4 pt-12 text-base font-medium text-white md:p-6 md:pt-16 md:text-xl">
                    {product.name}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ProductsSection({ products }: { products: NonNullable<Entities['inventories']> }) {
  return (
    <section className={sectionClass}>
      <ProductGrid items={products.list} />
    </section>
  );
}

/** Renders one home section by its type; a section missing its payload renders nothing. */
export function HomeSection({ section }: { section: Section }) {
  const { metadata, entities } = section;
  switch (section.sectionType) {
    case 'header':
      return metadata.header ? <HeaderSection header={metadata.header} /> : null;
    case 'image':
      return metadata.image ? <ImageSection image={metadata.image} /> : null;
    case 'features':
      return metadata.features ? <FeaturesSection features={metadata.features} /> : null;
    case 'testimonial':
      return metadata.testimonial ? <TestimonialSection testimonial={metadata.testimonial} /> : null;
    case 'collection':
      return entities.collection ? <CollectionSection collection={entities.collection} /> : null;
    case 'inventories':
      return entities.inventories ? <ProductsSection products={entities.inventories} /> : null;
    default:
      return null;
  }
}
