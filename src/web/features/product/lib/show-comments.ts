/** The comments' heading, which the rating under a product's name scrolls to. */
export const COMMENTS_HEADING_ID = 'comments-heading';

const SHOW_COMMENTS_EVENT = 'product:show-comments';

/**
 * Scrolls smoothly to the comments. They are below the fold, loaded as the shopper scrolls near
 * them: when they are not there yet, the page loads them and scrolls once they are.
 */
export function showComments(): void {
  const heading = document.getElementById(COMMENTS_HEADING_ID);
  if (heading) heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else window.dispatchEvent(new Event(SHOW_COMMENTS_EVENT));
}

/** Calls `onAsked` when the shopper asks for comments that have not loaded yet. */
export function onCommentsAsked(onAsked: () => void): () => void {
  window.addEventListener(SHOW_COMMENTS_EVENT, onAsked);
  return () => window.removeEventListener(SHOW_COMMENTS_EVENT, onAsked);
}
