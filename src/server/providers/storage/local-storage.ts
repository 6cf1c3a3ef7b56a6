import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, badRequest, forbidden } from '@server/lib/errors';
import type { Clock } from '@server/providers/clock/clock';
import { assertSafeKey, type PhotoStorage, type SignedPost, type UploadPolicy } from './photo-storage.js';

/** Where the shop's own upload endpoint and photo route live (asset module, app.ts). */
export const LOCAL_UPLOAD_PATH = '/api/asset/upload';
export const LOCAL_MEDIA_PATH = '/media/uploads';

/** What the signed `policy` field says, as S3's POST policy would: key, size, type, expiry. */
export interface LocalPolicy {
  key: string;
  maxBytes: number;
  contentTypePrefix: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const encodePolicy = (p: LocalPolicy) =>
  Buffer.from(JSON.stringify({ k: p.key, m: p.maxBytes, t: p.contentTypePrefix, e: p.expiresAt })).toString(
    'base64url',
  );

function decodePolicy(text: string): LocalPolicy | null {
  try {
    const raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { k, m, t, e } = raw;
    if (typeof k !== 'string' || typeof t !== 'string' || !Number.isSafeInteger(m) || !Number.isSafeInteger(e)) {
      return null;
    }
    return { key: k, maxBytes: m as number, contentTypePrefix: t, expiresAt: e as number };
  } catch {
    return null;
  }
}

export const tooLarge = (maxBytes: number) =>
  new AppError('payloadTooLarge', `The photo is larger than ${maxBytes / (1024 * 1024)} MB`);

/**
 * The embedded default: files under DATA_DIR/uploads, posted to the shop's own upload endpoint
 * with a policy the shop signed (an HMAC under a key derived from the server secret), and the
 * finished photos served by the shop at /media/uploads/reviews/….
 */
export class LocalPhotoStorage implements PhotoStorage {
  readonly kind = 'local';
  readonly origins = { upload: [], media: [] };
  private readonly policyKey: Buffer;

  constructor(
    readonly root: string,
    serverSecret: Uint8Array,
    private readonly clock: Clock,
  ) {
    // Domain-separated from the JWT key: the same secret never signs two kinds of thing.
    this.policyKey = createHmac('sha256', serverSecret).update('shop/upload-policy/v1').digest();
  }

  async signPost(policy: UploadPolicy): Promise<SignedPost> {
    assertSafeKey(policy.key);
    const encoded = encodePolicy({
      key: policy.key,
      maxBytes: policy.maxBytes,
      contentTypePrefix: policy.contentTypePrefix,
      expiresAt: this.clock.now() + policy.expiresInSeconds * 1000,
    });
    return {
      url: LOCAL_UPLOAD_PATH,
      fields: { key: policy.key, 'Content-Type': policy.contentType, policy: encoded, signature: this.sign(encoded) },
    };
  }

  /**
   * The policy the posted fields carry, once its signature, expiry, key and content type are
   * checked; a 400 or 403 saying what is wrong otherwise. Field names are matched case-blind,
   * as S3 does. Must be called before the file is read: the fields come first in the form.
   */
  acceptFields(posted: Record<string, string>): LocalPolicy {
    const fields = Object.fromEntries(Object.entries(posted).map(([name, value]) => [name.toLowerCase(), value]));
    const { key, policy: encoded, signature } = fields;
    const contentType = fields['content-type'];
    if (key === undefined || encoded === undefined || signature === undefined) {
      throw badRequest('The upload form lacks its signed fields (key, policy, signature) before the file');
    }
    const policy = this.verified(encoded, signature);
    if (!policy) throw forbidden('The upload policy is not valid; it may have been changed');
    if (this.clock.now() >= policy.expiresAt)
      throw forbidden('The upload policy has expired; ask for a new upload URL');
    if (key !== policy.key) throw forbidden('The key does not match the upload policy');
    if (contentType === undefined || !contentType.toLowerCase().startsWith(policy.contentTypePrefix)) {
      throw badRequest(`The Content-Type field must start with ${policy.contentTypePrefix}`);
    }
    return policy;
  }

  /**
   * Streams the file to its key, refusing it past `maxBytes` (nothing more is kept than that)
   * or when empty. Written to a temporary name first, so a half-received file is never seen.
   */
  async receive(policy: LocalPolicy, file: Readable): Promise<number> {
    const target = this.pathOf(policy.key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > policy.maxBytes ? tooLarge(policy.maxBytes) : null, chunk);
      },
    });
    try {
      await pipeline(file, counter, fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      if (size === 0) throw badRequest('The photo is empty');
      await fsp.rename(temp, target);
      return size;
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      return (await fsp.stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, _contentType: string): Promise<void> {
    // The type follows from the extension when the file is served (asset.media.ts).
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    await fsp.writeFile(temp, body, { mode: 0o644 });
    await fsp.rename(temp, target);
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${LOCAL_MEDIA_PATH}/${key}`;
  }

  /** The file behind a key; keys are checked so no path can leave the root. */
  pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async close(): Promise<void> {}

  private sign(encodedPolicy: string): string {
    return createHmac('sha256', this.policyKey).update(encodedPolicy).digest('base64url');
  }

  private verified(encoded: string, signature: string): LocalPolicy | null {
    const expected = Buffer.from(this.sign(encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return decodePolicy(encoded);
  }
}
