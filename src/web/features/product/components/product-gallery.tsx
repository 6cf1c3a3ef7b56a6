import { useEffect } from 'react';
import { ChevronLeftIcon } from '@web/components/icons/chevron-left-icon';
import { ChevronRightIcon } from '@web/components/icons/chevron-right-icon';
import { cn } from '@web/lib/cn';
import { useCarousel } from '@web/lib/use-carousel';

/** The cover first, then the gallery without repeating it (the API's gallery usually starts with it). */
export function galleryImages(coverPath: string, gallery: string[]): string[] {
  return [...new Set([coverPath, ...gallery].filter(Boolean))];
}

interface ProductGalleryProps {
  name: string;
  images: string[];
  /** A picture to bring up whenever this changes (the chosen colour's); null leaves the shopper's. */
  show?: number | null;
  /** Desktop shows thumbnails below; phones show dots and swipe. */
  variant: 'desktop' | 'mobile';
  className?: string;
}

/** The product gallery: a looping carousel of the product's images (no autoplay: the shopper drives it). */
export function ProductGallery({ name, images, show = null, variant, className }: ProductGalleryProps) {
  const many = images.length > 1;
  const { viewportRef, selected, scrollTo: goTo, scrollNext, scrollPrev } = useCarousel(images.length, many);
  useEffect(() => {
    if (show !== null) goTo(show);
  }, [goTo, show]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      // Large screens put the thumbnails in a column on the left, so all of them stay above the fold.
      className={cn(
        variant === 'desktop' && many && 'lg:grid lg:grid-cols-[76px_minmax(0,1fr)] lg:items-start lg:gap-4',
        className,
      )}
    >
      <div className={cn('group relative overflow-hidden bg-surface', variant === 'desktop' && 'rounded-3xl')}>
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {images.map((src, index) => (
              <div
                key={src}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${images.length}`}
                className="min-w-0 flex-[0_0_100%]"
              >
                <img
                  src={src}
                  alt={index === 0 ? name : `${name}, view ${index + 1}`}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <GalleryArrow side="left" label="Previous image" onClick={scrollPrev} />
            <GalleryArrow side="right" label="Next image" onClick={scrollNext} />
            <p className="absolute right-3 bottom-3 rounded-full bg-canvas/85 px-2.5 py-1 text-xs font-medium text-ink tabular-nums backdrop-blur-sm">
              {selected + 1} / {images.length}
            </p>
          </>
        )}
      </div>
      {many && variant === 'desktop' && (
        <div
          role="group"
          aria-label="Choose image"
          className="mt-4 grid grid-cols-5 gap-3 lg:order-first lg:mt-0 lg:max-h-[calc(100svh-12rem)] lg:grid-cols-1 lg:overflow-y-auto"
        >
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              aria-label={`Show image ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              className={cn(
                'cursor-pointer overflow-hidden rounded-xl border-2 bg-surface transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                index === selected ? 'border-ink' : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              <img src={src} alt="" loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
            </button>
          ))}
        </div>
      )}
      {many && variant === 'mobile' && (
        // Each dot's button is 24×24 px however small the dot (WCAG 2.5.8 target size).
        <div role="group" aria-label="Choose image" className="mt-3 flex justify-center">
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              aria-label={`Show image ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="flex h-6 min-w-6 cursor-pointer items-center justify-center"
            >
              <span
                className={cn(
                  'block h-1.5 rounded-full transition-all',
                  index === selected ? 'w-5 bg-ink' : 'w-1.5 bg-line',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function GalleryArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick(): void }) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-canvas/90 text-ink shadow-sm backdrop-blur-sm transition hover:bg-canvas focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-accent md:opacity-0 md:group-hover:opacity-100',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
