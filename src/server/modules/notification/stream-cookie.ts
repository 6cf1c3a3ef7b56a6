import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cookie that opens a notification stream. EventSource cannot send an Authorization header,
 * and a token in the URL would land in proxy and access logs; so a signed-in call sets this
 * short-lived, HttpOnly, SameSite=Strict cookie, sent only to the stream's path. It names the
 * user and the sign-in, so the stream ends when that sign-in does, and its expiry, when the
 * stream ends too (the storefront then asks for a new one).
 */
export const STREAM_COOKIE = 'shop_stream';
export const STREAM_PATH = '/api/notifications/stream';
/** As long as an access token lives: the storefront asks again when it opens a stream after that. */
export const STREAM_COOKIE_TTL_S = 15 * 60;

export interface StreamClaims {
  userId: number;
  sessionId: number;
}

/** A valid cookie's claims and when it stops opening streams (ms): a stream it opened ends then too. */
export interface ReadStreamClaims extends StreamClaims {
  expiresAt: number;
}

export class StreamCookies {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    // Domain-separated: this key signs nothing else.
    this.key = createHmac('sha256', secret).update('shop/notification-stream/v1').digest();
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  value(claims: StreamClaims, nowMs: number): { value: string; expiresAt: number } {
    const expiresAt = Math.floor(nowMs / 1000) + STREAM_COOKIE_TTL_S;
    const payload = `${claims.userId}.${claims.sessionId}.${expiresAt}`;
    return { value: `${payload}.${this.mac(payload)}`, expiresAt: expiresAt * 1000 };
  }

  /** The `Set-Cookie` header for it; `secure` when the shop is served over https. */
  header(value: string, secure: boolean): string {
    return [
      `${STREAM_COOKIE}=${value}`,
      `Path=${STREAM_PATH}`,
      `Max-Age=${STREAM_COOKIE_TTL_S}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  }

  /** The claims of a well-signed, unexpired cookie in a `Cookie` header, else null. */
  read(cookieHeader: string | undefined, nowMs: number): ReadStreamClaims | null {
    const raw = cookieHeader
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${STREAM_COOKIE}=`))
      ?.slice(STREAM_COOKIE.length + 1);
    const match = raw ? /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/.exec(raw) : null;
    if (!match) return null;
    const [, user, session, expires, mac] = match as unknown as [string, string, string, string, string];
    const expected = Buffer.from(this.mac(`${user}.${session}.${expires}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const expiresAt = Number(expires) * 1000;
    if (expiresAt <= nowMs) return null;
    return { userId: Number(user), sessionId: Number(session), expiresAt };
  }
}
