import path from 'node:path';
import type { Config } from '@server/config';
import { loadServerSecret } from '@server/lib/auth';
import type { Clock } from '@server/providers/clock/clock';
import { LocalPhotoStorage } from './local-storage.js';
import type { PhotoStorage } from './photo-storage.js';
import { S3PhotoStorage } from './s3-storage.js';

export * from './photo-storage.js';
export { LocalPhotoStorage, LOCAL_MEDIA_PATH, LOCAL_UPLOAD_PATH, tooLarge, type LocalPolicy } from './local-storage.js';
export { S3PhotoStorage, type S3StorageOptions } from './s3-storage.js';

/** An S3 bucket when S3_BUCKET is set; DATA_DIR/uploads, served by the shop itself, otherwise. */
export function createPhotoStorage(config: Config, deps: { clock: Clock }): PhotoStorage {
  if (config.S3_BUCKET) {
    return new S3PhotoStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: usesPathStyle(config),
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  // The same secret as the access tokens (JWT_SECRET or DATA_DIR/jwt-secret), under a derived key.
  return new LocalPhotoStorage(path.join(config.DATA_DIR, 'uploads'), loadServerSecret(config), deps.clock);
}

/**
 * S3-compatible servers behind a custom endpoint mostly have no wildcard DNS for bucket host
 * names, so the bucket goes in the path there unless S3_FORCE_PATH_STYLE=false; AWS itself
 * uses virtual-hosted names (path style is deprecated there).
 */
export function usesPathStyle(config: Pick<Config, 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>): boolean {
  if (config.S3_FORCE_PATH_STYLE) return config.S3_FORCE_PATH_STYLE === 'true';
  return Boolean(config.S3_ENDPOINT);
}
