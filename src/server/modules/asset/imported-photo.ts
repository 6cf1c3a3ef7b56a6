import { createHash } from 'node:crypto';
import type { Db } from '@server/db/database';
import { badRequest } from '@server/lib/errors';
import type { PhotoStorage } from '@server/providers/storage/index';
import { storedPhotoKey } from './asset.service.js';
import * as repo from './asset.repository.js';
import { PHOTO_CONTENT_TYPES, reencodePhoto, sniffPhotoFormat } from './photo-image.js';

/** What keeping a photo brought in by an operator's import uses of the app. */
export interface ImportedPhotoDeps {
  readonly db: Db;
  readonly storage: PhotoStorage;
  nowIso(): string;
}

/** The same photo of the same operator is one upload: an import run again finds the URL it made. */
function imageIdOf(userId: number, bytes: Buffer): string {
  const h = createHash('sha256').update(String(userId)).update('\0').update(bytes).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Whether the bytes look like a photo the shop takes (JPEG, PNG, WebP): what a dry run checks. */
export function looksLikePhoto(bytes: Buffer): boolean {
  return sniffPhotoFormat(bytes) !== null;
}

/**
 * A picture from an import's zip, checked and re-encoded exactly as an upload is (docs/uploads.md),
 * stored as a complete upload of the operator so the catalogue may show it; answers its public
 * URL. The same bytes answer the same URL without being stored twice. A file that is not a
 * photo, or cannot be decoded, is a 400 naming it.
 */
export async function keepImportedPhoto(
  deps: ImportedPhotoDeps,
  userId: number,
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  const imageId = imageIdOf(userId, bytes);
  const known = await repo.findOf(deps.db.kysely, userId, imageId);
  if (known?.url) return known.url;
  const format = sniffPhotoFormat(bytes);
  if (!format) throw badRequest(`Picture ${fileName} is not a JPEG, PNG or WebP photo`);
  let photo;
  try {
    photo = await reencodePhoto(bytes, format);
  } catch {
    throw badRequest(`Picture ${fileName} could not be read; the file may be damaged or too large in pixels`);
  }
  const contentType = PHOTO_CONTENT_TYPES[photo.format];
  const key = storedPhotoKey({ user_id: userId, image_id: imageId, content_type: contentType });
  await deps.storage.write(key, photo.data, contentType);
  const url = deps.storage.urlOf(key);
  const now = deps.nowIso();
  // Two imports of the same photo at once write the same key and the same row: the second insert does nothing.
  await deps.db.kysely
    .insertInto('uploaded_image')
    .values({
      image_id: imageId,
      user_id: userId,
      object_key: key,
      file_name: fileName.slice(0, 255),
      status: 'complete',
      url,
      content_type: contentType,
      size: photo.data.length,
      created_at: now,
      completed_at: now,
    })
    .onConflict((oc) => oc.column('image_id').doNothing())
    .execute();
  return url;
}
