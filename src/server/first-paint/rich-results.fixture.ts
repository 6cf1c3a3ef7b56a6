/**
 * The properties Google's rich results require of each structured data type the shop writes
 * (developers.google.com/search/docs/appearance/structured-data: Product snippets and merchant
 * listings, Review snippets, Breadcrumb, Carousel (ItemList), Organization, Sitelinks search box),
 * checked as its Rich Results Test would: one line per missing or wrong property.
 */
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []);
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const number = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;

const AVAILABILITY = [
  'InStock',
  'OutOfStock',
  'LimitedAvailability',
  'PreOrder',
  'BackOrder',
  'Discontinued',
  'SoldOut',
];

function rating(node: Node, where: string, problems: string[], count: boolean) {
  const value = number(node.ratingValue);
  const best = node.bestRating === undefined ? 5 : number(node.bestRating);
  const worst = node.worstRating === undefined ? 1 : number(node.worstRating);
  if (!Number.isFinite(value)) problems.push(`${where}: ratingValue missing`);
  else if (value < worst || value > best) problems.push(`${where}: ratingValue ${value} outside ${worst}..${best}`);
  if (count && !(number(node.reviewCount) > 0 || number(node.ratingCount) > 0)) {
    problems.push(`${where}: reviewCount or ratingCount missing`);
  }
}

function product(node: Node, problems: string[]) {
  if (!text(node.name)) problems.push('Product: name missing');
  const images = Array.isArray(node.image) ? node.image : [node.image];
  if (!images.some(absoluteUrl)) problems.push('Product: image (absolute URL) missing');
  const offers = nodes(node.offers);
  if (offers.length === 0 && !node.review && !node.aggregateRating) {
    problems.push('Product: one of offers, review or aggregateRating missing');
  }
  for (const offer of offers) {
    if (offer['@type'] !== 'Offer') problems.push('Product: offers is not an Offer');
    if (!/^\d+(\.\d+)?$/.test(String(offer.price))) problems.push(`Offer: price ${String(offer.price)} not a number`);
    if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push('Offer: priceCurrency missing');
    const availability = String(offer.availability).replace(/^https?:\/\/schema\.org\//, '');
    if (!AVAILABILITY.includes(availability)) problems.push(`Offer: availability ${String(offer.availability)}`);
    if (!absoluteUrl(offer.url)) problems.push('Offer: url (absolute) missing');
  }
  for (const aggregate of nodes(node.aggregateRating)) rating(aggregate, 'AggregateRating', problems, true);
  for (const review of nodes(node.review)) {
    const author = nodes(review.author)[0];
    if (!author || !text(author.name)) problems.push('Review: author.name missing');
    const reviewRating = nodes(review.reviewRating)[0];
    if (!reviewRating) problems.push('Review: reviewRating missing');
    else rating(reviewRating, 'Review rating', problems, false);
  }
}

function breadcrumbs(node: Node, problems: string[]) {
  const items = nodes(node.itemListElement);
  if (items.length < 2) problems.push('BreadcrumbList: fewer than two ListItems');
  items.forEach((item, i) => {
    if (item.position !== i + 1) problems.push(`BreadcrumbList: item ${i + 1} position ${String(item.position)}`);
    if (!text(item.name)) problems.push(`BreadcrumbList: item ${i + 1} name missing`);
    if (i < items.length - 1 && !absoluteUrl(item.item)) problems.push(`BreadcrumbList: item ${i + 1} item missing`);
  });
}

function itemList(node: Node, problems: string[]) {
  nodes(node.itemListElement).forEach((item, i) => {
    if (item['@type'] !== 'ListItem' || item.position !== i + 1) problems.push(`ItemList: item ${i + 1} position`);
    if (!absoluteUrl(item.url)) problems.push(`ItemList: item ${i + 1} url missing`);
  });
}

function website(node: Node, problems: string[]) {
  if (!absoluteUrl(node.url)) problems.push('WebSite: url missing');
  const action = nodes(node.potentialAction)[0];
  const target = action && (isNode(action.target) ? action.target.urlTemplate : action.target);
  if (!action || action['@type'] !== 'SearchAction') problems.push('WebSite: SearchAction missing');
  else if (!absoluteUrl(target) || !String(target).includes('{search_term_string}')) {
    problems.push('SearchAction: target urlTemplate with {search_term_string} missing');
  } else if (action['query-input'] !== 'required name=search_term_string') {
    problems.push('SearchAction: query-input missing');
  }
}

function organization(node: Node, problems: string[]) {
  if (!absoluteUrl(node.url)) problems.push('Organization: url missing');
  if (!absoluteUrl(node.logo)) problems.push('Organization: logo missing');
  if (!text(node.name)) problems.push('Organization: name missing');
}

/** Every problem with the page's JSON-LD blocks; empty when each type is complete. */
export function richResultProblems(blocks: Node[]): string[] {
  const problems: string[] = [];
  for (const block of blocks) {
    if (block['@context'] !== 'https://schema.org') problems.push(`${String(block['@type'])}: @context`);
    switch (block['@type']) {
      case 'Product':
        product(block, problems);
        break;
      case 'BreadcrumbList':
        breadcrumbs(block, problems);
        break;
      case 'ItemList':
        itemList(block, problems);
        break;
      case 'WebSite':
        website(block, problems);
        break;
      case 'Organization':
        organization(block, problems);
        break;
      default:
        problems.push(`unexpected type ${String(block['@type'])}`);
    }
  }
  return problems;
}
