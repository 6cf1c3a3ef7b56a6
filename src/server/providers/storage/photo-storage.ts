/**
 * Where customers' photos are kept (docs/uploads.md): an S3 bucket when S3_BUCKET is set, the
 * shop's own DATA_DIR/uploads otherwise. The browser posts a file straight to `signPost`'s URL
 * with its fields, as S3's browser-based POST does; the shop then reads it back, checks and
 * re-encodes it, and writes the result under a key of its own. Keys are always chosen by the
 * server (`incoming/…`, `reviews/…`), never by the uploader.
 */

/** What a signed POST allows: one file, under exactly `key`, of an `image/…` type, small, soon. */
export interface UploadPolicy {
  key: string;
  /** The Content-Type field the form is given; the uploader may change it within the prefix. */
  contentType: string;
  contentTypePrefix: string;
  maxBytes: number;
  expiresInSeconds: number;
}

/** A multipart form POST of `fields` and then the file (field `file`) to `url`, with no token. */
export interface SignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PhotoStorage {
  readonly kind: 'local' | 's3';
  /** Origins the storefront must be allowed to post to and show images from (CSP); none when same-origin. */
  readonly origins: { upload: string[]; media: string[] };
  signPost(policy: UploadPolicy): Promise<SignedPost>;
  /** The stored object's size in bytes, or null when nothing is stored under `key`. */
  sizeOf(key: string): Promise<number | null>;
  /** The stored object's bytes, or null when nothing is stored under `key`. */
  read(key: string): Promise<Buffer | null>;
  /** Stores `body` for good: it will be served publicly at `urlOf(key)`. */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Where the public finds a written object. */
  urlOf(key: string): string;
  close(): Promise<void>;
}

/** Server-chosen keys only: letters, digits, dots, dashes and underscores in slash-separated segments. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(key) || key.includes('..')) {
    throw new Error(`Not a storage key the shop makes: ${JSON.stringify(key)}`);
  }
}
