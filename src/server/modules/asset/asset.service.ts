import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES, type SignedUpload } from '@shared/schemas/upload';
import type { Db } from '@server/db/database';
import { lockForUpdate, type Executor } from '@server/db/transaction';
import { AppError, badRequest, conflict, notFound } from '@server/lib/errors';
import { enforceLimit, type RateLimiter } from '@server/providers/rate-limit/index';
import type { PhotoStorage } from '@server/providers/storage/index';
import * as repo from './asset.repository.js';
import { PHOTO_CONTENT_TYPES, PHOTO_EXTENSIONS, reencodePhoto, sniffPhotoFormat } from './photo-image.js';

/** What the asset module uses of the app. */
export interface AssetDeps {
  readonly db: Db;
  readonly storage: PhotoStorage;
  readonly rateLimiter: RateLimiter;
  nowIso(): string;
  readonly log: FastifyBaseLogger;
  /** What one customer may keep uploaded but in no review (UPLOAD_QUOTA_PHOTOS, UPLOAD_QUOTA_MB). */
  readonly quota: UploadQuota;
}

export interface UploadQuota {
  readonly photos: number;
  readonly megabytes: number;
}

export function assetDepsOf(app: FastifyInstance): AssetDeps {
  return {
    db: app.db,
    storage: app.photoStorage,
    rateLimiter: app.rateLimiter,
    nowIso: () => app.nowIso(),
    log: app.log,
    quota: { photos: app.config.UPLOAD_QUOTA_PHOTOS, megabytes: app.config.UPLOAD_QUOTA_MB },
  };
}

/** How long a signed upload may be used: enough to pick and send one photo on a slow line. */
export const SIGNED_UPLOAD_TTL_SECONDS = 5 * 60;

/**
 * Signed uploads per customer: a review with a handful of photos, a few retries, several
 * reviews in a sitting fit easily; a script filling the storage does not.
 */
export const SIGNED_URL_LIMIT = { limit: 60, windowMs: 60 * 60_000 } as const;
export const signedUrlLimitKey = (userId: number) => `upload:user:${userId}`;

/** The file names a photo may have; the bytes are checked again at completion whatever the name. */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const NOT_A_PHOTO = 'The file is not a JPEG, PNG or WebP photo';
export const NOT_UPLOADED = 'No photo has been uploaded for this image yet';

/** Where the browser posts the file: private, never served, removed once the photo is complete. */
const incomingKey = (userId: number, imageId: string, extension: string) =>
  `incoming/${userId}/${imageId}.${extension}`;
/** Where the checked, re-encoded photo lives and is served from. */
const photoKey = (userId: number, imageId: string, extension: string) => `reviews/${userId}/${imageId}.${extension}`;

/** The key of a complete upload's photo, from its row (its type names the extension). */
export function storedPhotoKey(row: { user_id: number; image_id: string; content_type: string | null }): string {
  const format = (Object.keys(PHOTO_CONTENT_TYPES) as (keyof typeof PHOTO_CONTENT_TYPES)[]).find(
    (f) => PHOTO_CONTENT_TYPES[f] === row.content_type,
  );
  if (!format) throw new Error(`Upload ${row.image_id} has no photo type`);
  return photoKey(row.user_id, row.image_id, PHOTO_EXTENSIONS[format]);
}

/**
 * The refusal when keeping one more photo of `addedBytes` would pass the customer's quota of
 * photos in no review; null when it fits. Unused photos go a day after completion (upload-sweep.ts).
 */
async function overQuota(deps: AssetDeps, db: Executor, userId: number, addedBytes: number) {
  const unused = await repo.unusedOf(db, userId);
  const { photos, megabytes } = deps.quota;
  if (unused.photos < photos && unused.bytes + addedBytes <= megabytes * 1024 * 1024) return null;
  return conflict(
    `You have ${unused.photos} uploaded photo${unused.photos === 1 ? '' : 's'} not used in a review ` +
      `(at most ${photos} photos or ${megabytes} MB are kept); use them in a review, ` +
      'or upload again once they are removed a day after upload',
  );
}

/** A signed upload for one photo: a pending row and a form the browser posts straight to storage. */
export async function requestUpload(deps: AssetDeps, userId: number, fileName: string): Promise<SignedUpload> {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const contentType = EXTENSION_TYPES[extension];
  if (!contentType) throw badRequest('Photos must be JPEG, PNG or WebP files (.jpg, .jpeg, .png or .webp)');
  const full = await overQuota(deps, deps.db.kysely, userId, 0);
  if (full) throw full;
  await enforceLimit(deps.rateLimiter, signedUrlLimitKey(userId), SIGNED_URL_LIMIT, 'Too many photo uploads');

  const imageId = randomUUID();
  const key = incomingKey(userId, imageId, extension === 'jpeg' ? 'jpg' : extension);
  await repo.insertPending(deps.db.kysely, {
    image_id: imageId,
    user_id: userId,
    object_key: key,
    file_name: fileName,
    status: 'pending',
    url: null,
    content_type: null,
    size: null,
    created_at: deps.nowIso(),
    completed_at: null,
  });
  const signedUrl = await deps.storage.signPost({
    key,
    contentType,
    contentTypePrefix: 'image/',
    maxBytes: UPLOAD_MAX_BYTES,
    expiresInSeconds: SIGNED_UPLOAD_TTL_SECONDS,
  });
  return { imageId, signedUrl };
}

/**
 * Checks what was uploaded (size, and its first bytes for JPEG, PNG or WebP: not the name, not
 * the declared type), re-encodes it (photo-image.ts), stores the result under the photo's own
 * key and answers its public URL. A refused file is deleted; the upload stays pending, so the
 * customer may post another file while the signed form is valid. Completing again answers
 * the same URL, and only the owner of the upload may complete it.
 */
export async function completeUpload(deps: AssetDeps, userId: number, imageId: string): Promise<{ url: string }> {
  const row = await repo.findOf(deps.db.kysely, userId, imageId);
  if (!row) throw notFound('Photo upload');
  if (row.url !== null) return { url: row.url };

  const { storage } = deps;
  const refuse = async (error: AppError) => {
    await storage.remove(row.object_key);
    return error;
  };
  const size = await storage.sizeOf(row.object_key);
  if (size === null) return completedMeanwhile(deps, userId, imageId);
  if (size === 0) throw await refuse(badRequest('The photo is empty'));
  if (size > UPLOAD_MAX_BYTES) {
    throw await refuse(
      new AppError('payloadTooLarge', `The photo is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`),
    );
  }
  const bytes = await storage.read(row.object_key);
  if (!bytes) return completedMeanwhile(deps, userId, imageId);
  const format = sniffPhotoFormat(bytes);
  if (!format) throw await refuse(badRequest(NOT_A_PHOTO));

  let photo;
  try {
    photo = await reencodePhoto(bytes, format);
  } catch (error) {
    deps.log.info({ err: error, imageId }, 'uploaded photo could not be decoded');
    throw await refuse(badRequest('The photo could not be read; the file may be damaged or too large in pixels'));
  }
  const key = photoKey(userId, imageId, PHOTO_EXTENSIONS[photo.format]);
  const contentType = PHOTO_CONTENT_TYPES[photo.format];
  await storage.write(key, photo.data, contentType);
  const url = storage.urlOf(key);
  // The customer's row is locked so parallel completions count each other against the quota.
  const outcome = await deps.db.transaction(async (tx) => {
    await lockForUpdate(tx, 'app_user', 'user_id', userId);
    const now = await repo.findOf(tx.kysely, userId, imageId);
    if (!now) return { refusal: notFound('Photo upload') } as const; // forgotten by the sweep meanwhile
    if (now.status !== 'pending') return { completedMeanwhile: true } as const;
    const refusal = await overQuota(deps, tx.kysely, userId, photo.data.length);
    if (refusal) return { refusal } as const;
    await repo.markComplete(tx.kysely, imageId, { url, contentType, size: photo.data.length, now: deps.nowIso() });
    return {} as const;
  });
  await storage.remove(row.object_key);
  if ('refusal' in outcome) {
    await storage.remove(key);
    throw outcome.refusal;
  }
  if ('completedMeanwhile' in outcome) {
    return { url: (await repo.findOf(deps.db.kysely, userId, imageId))?.url ?? url };
  }
  return { url };
}

/**
 * The uploaded file is not there: either it was never posted, or a parallel completion of the
 * same upload took it, and then that completion's URL is the answer.
 */
async function completedMeanwhile(deps: AssetDeps, userId: number, imageId: string): Promise<{ url: string }> {
  const row = await repo.findOf(deps.db.kysely, userId, imageId);
  if (row?.url) return { url: row.url };
  throw conflict(NOT_UPLOADED);
}
