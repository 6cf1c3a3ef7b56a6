import { z } from 'zod';
import { DEFAULT_SHOP_NAME, DEFAULT_SHOP_TAGLINE } from '@shared/constants';

const optionalUrl = z.url().optional();

export const DEFAULT_SHOP_ADDRESS = '1 Market Street, Suite 500\nSan Francisco, CA 94105\nUnited States';

/**
 * The shop's postal address as printed on invoices: lines separated by a newline or by the two
 * characters `\n`, since an env file or a process manager often cannot hold a real newline.
 */
const shopAddress = z
  .string()
  .default(DEFAULT_SHOP_ADDRESS)
  .transform((v) =>
    v
      .split(/\r?\n|\\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(
    z
      .array(z.string().max(100, 'each line must be at most 100 characters'))
      .min(1, 'must have at least one line')
      .max(6, 'must be at most 6 lines'),
  );
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every environment variable the shop reads, parsed once at start-up. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    SHOP_NAME: z.string().min(1).max(60).default(DEFAULT_SHOP_NAME),
    /** One sentence about the shop: the home page's description for search engines and previews. */
    SHOP_TAGLINE: z.string().min(1).max(200).default(DEFAULT_SHOP_TAGLINE),
    SHOP_ADDRESS: shopAddress,
    /** Documents (invoice PDFs) drawn at once, each in a worker thread; unset: cores − 1, at most 2. */
    DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
    /** A drawing that takes longer is abandoned (503, try again) and its worker replaced. */
    DOCUMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Link previews' pictures kept in DATA_DIR/share (about 19 KB each); past it the least recently used go. */
    SHARE_PICTURES_KEPT: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
    WEB_DIR: z.string().min(1).optional(), // the built storefront; dist/web by default
    DATABASE_URL: z
      .string()
      .refine((v) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(v) || !v.includes('://'), {
        message: 'must be postgres://… or a SQLite file path',
      })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(), // default: the shop's name <no-reply@shop.localhost>
    // The mail outbox (docs/notifications.md): attempts before a mail is marked failed, and the
    // backoff between them (doubling from the first wait up to the longest).
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
    MAIL_RETRY_FIRST_MS: z.coerce.number().int().min(100).max(3_600_000).default(2_000),
    MAIL_RETRY_MAX_MS: z.coerce.number().int().min(100).max(86_400_000).default(600_000),
    // How long a sender holds a mail it is sending; after a crash the mail waits this long. It
    // must outlast an SMTP exchange (10 s connect + 10 s greeting + 30 s socket), or two
    // instances could send one mail.
    MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
    // Webhooks (docs/webhooks.md): `true` lets them go over plain http and to private, loopback and
    // link-local addresses (development and tests only; docs/security.md).
    WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
    // The backoff between attempts (doubling from the first wait up to the longest, for a day).
    WEBHOOK_RETRY_FIRST_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
    // How long a sender holds a delivery; after a crash it waits this long. It must outlast an
    // attempt (10 s at most), or two instances could send one delivery.
    WEBHOOK_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    STRIPE_API_BASE: optionalUrl, // tests point the real SDK at a local fake
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: optionalUrl,
    /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; true by default
     * when S3_ENDPOINT names an S3-compatible server (MinIO, Ceph, a local emulator), false for AWS. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** Photos one customer may keep uploaded but not in a review (docs/uploads.md); a review takes one. */
    UPLOAD_QUOTA_PHOTOS: z.coerce.number().int().min(1).max(10_000).default(10),
    /** And their bytes in all, in MiB (fractions allowed). */
    UPLOAD_QUOTA_MB: z.coerce.number().positive().max(1_000_000).default(50),
    /** Days a cancelled, expired or failed order that was never paid is kept after it ended. */
    UNPAID_ORDER_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Whose X-Forwarded-For to believe (rate limits key on the client IP): unset/false = nobody,
     * true = any proxy, a number = that many hops, else addresses/CIDRs separated by commas. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string =>
        v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The default largest body: the largest real payload is about 1 KB. A route that takes
     * more (an upload) raises its own `bodyLimit`. */
    BODY_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .default(16 * 1024),
    /** Slow clients (lib/slow-clients.ts): a request's headers must all arrive within this. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Then its body, within this of the headers: every route but the photo upload. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** The photo upload's whole request (5 MB from a slow phone); no request of any route lasts longer. */
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    /** A kept-alive connection with no request in flight is closed after this (Node adds 1 s). */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** A connection on which no byte moves either way for this long is closed. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    /** A kept-alive connection is closed after answering this many requests. */
    MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(1).default(1000),
    /** Open connections from one client address; 0 = no cap. Unset: 100, loopback exempt, unless
     * TRUST_PROXY is set (behind a proxy every connection comes from the proxy): lib/connection-cap.ts. */
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** Calls one API key may make to /api/admin per minute, counted per key (docs/security.md "API keys"). */
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Budget of the answer memory (read-path/answer-memory.ts), in MiB of remembered bodies; 0 keeps none. */
    ANSWER_MEMORY_MB: z.coerce.number().min(0).max(65536).default(32),
    /** What one account may hold unpaid (docs/security.md "Holding stock"). A cart holds at most
     * ORDER_MAX_LINES lines; an order at most ORDER_MAX_UNITS units in all and, of one product, the
     * smaller of ORDER_MAX_UNITS_PER_PRODUCT and ORDER_MAX_STOCK_SHARE of the units left. */
    ORDER_MAX_LINES: z.coerce.number().int().min(1).max(1000).default(50),
    ORDER_MAX_UNITS: z.coerce.number().int().min(1).max(100_000).default(50),
    ORDER_MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(100_000).default(10),
    ORDER_MAX_STOCK_SHARE: z.coerce.number().gt(0).max(1).default(0.5),
    /** How long an unpaid order holds its stock before a payment page is opened, and once one is. */
    ORDER_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10),
    PAYMENT_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
  })
  .refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself)',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .transform((config) => ({ ...config, MAIL_FROM: config.MAIL_FROM ?? defaultSender(config.SHOP_NAME) }));

/** Mail comes from the shop by name, quoted only when the name has characters that need it. */
function defaultSender(shopName: string): string {
  const name = /[()<>[\]:;@\\,."]/.test(shopName) ? `"${shopName.replace(/["\\]/g, '\\$&')}"` : shopName;
  return `${name} <no-reply@shop.localhost>`;
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

/** Parses the environment; throws a ConfigError that names every bad field. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)]));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
