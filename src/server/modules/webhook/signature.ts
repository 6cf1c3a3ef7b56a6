import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's signing secret: 32 random bytes, prefixed so it is recognised when leaked. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `Shop-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/webhooks.md). */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
