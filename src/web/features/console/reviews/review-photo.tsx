/** The customer's photo beside their review: a thumbnail that opens the full picture. */
export function ReviewPhoto({ url, productName }: { url: string; productName: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="shrink-0" title="Open the photo">
      <img
        src={url}
        alt={`Customer's photo of ${productName}`}
        loading="lazy"
        className="size-16 rounded-md border border-line bg-surface object-cover"
      />
    </a>
  );
}
