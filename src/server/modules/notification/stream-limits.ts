/**
 * How many notification streams one account and one sign-in may hold on an instance
 * (docs/notifications.md "Limits"). Past either, the newest stays and the oldest ends: a
 * shopper's latest tab is the one they look at, and a client opening streams in a loop only
 * rotates its own.
 */
export const MAX_STREAMS_PER_ACCOUNT = 5;
/**
 * Tabs of one browser share a sign-in, and over HTTP/1.1 a browser opens at most 6 connections
 * to the shop: 3 streams leave it 3 for its requests.
 */
export const MAX_STREAMS_PER_SIGN_IN = 3;

interface Counted {
  sessionId: number;
}

/**
 * The streams to end, and why, now that `streams` (one account's, oldest first, the newest last)
 * are open: the oldest of the newest's sign-in past its cap, then the oldest of the rest past
 * the account's.
 */
export function streamsOverLimits<S extends Counted>(streams: readonly S[]): { stream: S; reason: string }[] {
  const newest = streams[streams.length - 1];
  if (!newest) return [];
  const ofSignIn = streams.filter((s) => s.sessionId === newest.sessionId);
  const overSignIn = ofSignIn.slice(0, Math.max(0, ofSignIn.length - MAX_STREAMS_PER_SIGN_IN));
  const rest = streams.filter((s) => !overSignIn.includes(s));
  const overAccount = rest.slice(0, Math.max(0, rest.length - MAX_STREAMS_PER_ACCOUNT));
  return [
    ...overSignIn.map((stream) => ({ stream, reason: TOO_MANY_FOR_SIGN_IN })),
    ...overAccount.map((stream) => ({ stream, reason: TOO_MANY_FOR_ACCOUNT })),
  ];
}

/**
 * The last words of a stream a newer one replaced. A storefront stops on it (until its page is
 * shown again); `retry` makes any other EventSource, one of an older storefront included, wait an
 * hour before reconnecting instead of 3 s, so two tabs cannot take turns ending each other's stream.
 */
export const REPLACED_EVENT = (reason: string) =>
  `retry: 3600000\nevent: replaced\ndata: ${JSON.stringify({ reason })}\n\n`;

export const TOO_MANY_FOR_ACCOUNT = 'Too many open notification streams for this account';
export const TOO_MANY_FOR_SIGN_IN = 'Too many open notification streams for this sign-in';

/**
 * The last words of a stream whose cookie's lifetime is over: a storefront asks for a new cookie
 * (refreshing its token first if need be) and opens a new stream at once. Anything else reconnects
 * after `retry`, is refused (401) with the old cookie, and EventSource gives up.
 */
export const EXPIRED_EVENT = `event: expired\ndata: ${JSON.stringify({ reason: 'The stream’s cookie expired' })}\n\n`;
