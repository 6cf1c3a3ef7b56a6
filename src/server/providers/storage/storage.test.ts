import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '@server/config';
import { createPhotoStorage, LocalPhotoStorage, S3PhotoStorage, usesPathStyle } from './index.js';

const clock = { now: () => Date.now() };
const s3 = (env: Record<string, string>) => createPhotoStorage(parseConfig({ S3_BUCKET: 'photos', ...env }), { clock });

describe('photo storage', () => {
  it('stores photos in DATA_DIR/uploads unless S3_BUCKET is set', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
    try {
      const storage = createPhotoStorage(parseConfig({ DATA_DIR: dataDir }), { clock });
      expect(storage).toBeInstanceOf(LocalPhotoStorage);
      expect(storage.origins).toEqual({ upload: [], media: [] });
      expect(storage.urlOf('reviews/7/a.jpg')).toBe('/media/uploads/reviews/7/a.jpg');
      expect((storage as LocalPhotoStorage).pathOf('reviews/7/a.jpg')).toBe(
        path.join(dataDir, 'uploads/reviews/7/a.jpg'),
      );
      for (const key of ['../shop.db', 'reviews/../../x', 'reviews//x', '/etc/passwd', 'reviews/7/a b.jpg']) {
        expect(() => storage.urlOf(key), key).toThrow('Not a storage key the shop makes');
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('puts the bucket in the host name on AWS and in the path behind a custom endpoint, unless told', () => {
    expect(usesPathStyle({})).toBe(false);
    expect(usesPathStyle({ S3_ENDPOINT: 'http://minio:9000' })).toBe(true);
    expect(usesPathStyle({ S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' })).toBe(false);
    expect(usesPathStyle({ S3_FORCE_PATH_STYLE: 'true' })).toBe(true);

    const aws = s3({ S3_REGION: 'eu-west-1' });
    expect(aws).toBeInstanceOf(S3PhotoStorage);
    expect(aws.urlOf('reviews/7/a.jpg')).toBe('https://photos.s3.eu-west-1.amazonaws.com/reviews/7/a.jpg');
    expect(aws.origins).toEqual({
      upload: ['https://photos.s3.eu-west-1.amazonaws.com'],
      media: ['https://photos.s3.eu-west-1.amazonaws.com'],
    });
    expect(s3({ S3_ENDPOINT: 'http://minio:9000/' }).urlOf('reviews/7/a.jpg')).toBe(
      'http://minio:9000/photos/reviews/7/a.jpg',
    );
    expect(s3({ S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).urlOf('reviews/7/a.jpg')).toBe(
      'https://photos.s3.example.com/reviews/7/a.jpg',
    );
  });

  it('links photos through S3_PUBLIC_URL (a CDN) when set', () => {
    const cdn = s3({ S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'https://cdn.example.com/shop/' });
    expect(cdn.urlOf('reviews/7/a.jpg')).toBe('https://cdn.example.com/shop/reviews/7/a.jpg');
    expect(cdn.origins).toEqual({ upload: ['http://minio:9000'], media: ['https://cdn.example.com'] });
  });

  it('takes S3 keys in pairs or not at all', () => {
    expect(() => parseConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
