import { SectionHeading } from './section-heading';

/** 'Detailed Introduction': the detail images, only when the product has any. */
export function DetailGallery({ name, images }: { name: string; images: string[] }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="detail-heading">
      <SectionHeading id="detail-heading">Detailed Introduction</SectionHeading>
      <div className="mt-6 grid gap-4">
        {images.map((src, index) => (
          <img
            key={src}
            src={src}
            alt={`${name}, detail ${index + 1}`}
            loading="lazy"
            decoding="async"
            className="w-full rounded-3xl bg-surface object-cover"
          />
        ))}
      </div>
    </section>
  );
}
