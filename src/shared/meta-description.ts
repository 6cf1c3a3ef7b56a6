/** About what a search result shows of a page's description before it cuts it off. */
export const META_DESCRIPTION_LENGTH = 155;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A product's description (sanitised HTML) as the plain text of a meta description: tags gone,
 * entities decoded, white space collapsed, and cut at the last word that ends within `max`
 * characters (with an ellipsis), so a search result never shows half a word or a tag. Shared: the
 * server writes it into the page, the storefront keeps it as the shopper navigates.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the whole budget is cut where the budget ends.
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A category page's description: the category's own, else a sentence naming it. */
export function categoryDescription(category: { displayName: string; description: string }): string {
  return metaDescription(category.description || `Shop ${category.displayName}.`);
}

/** A product page's description: its description as plain text, else its name. */
export function productDescription(product: { name: string; prodDescMd: string }): string {
  return metaDescription(product.prodDescMd) || metaDescription(product.name);
}

/** A shop page's description (shipping, returns…): its text as plain text, else its title. */
export function shopPageDescription(page: { title: string; bodyHtml: string }): string {
  return metaDescription(page.bodyHtml) || metaDescription(page.title);
}

/** A search page's description, the same from the server and in the storefront. */
export function searchDescription(keyword: string): string {
  return metaDescription(
    keyword ? `Products matching “${keyword}”, with their prices and reviews.` : "Search the shop's catalogue.",
  );
}

/** The not-found page's description: what the page itself says. */
export const NOT_FOUND_DESCRIPTION = 'The page you are looking for may have moved or no longer exists.';
