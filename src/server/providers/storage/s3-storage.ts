import { createRequire } from 'node:module';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { assertSafeKey, type PhotoStorage, type SignedPost, type UploadPolicy } from './photo-storage.js';

// The AWS SDK is about 18 MB once loaded and a shop without S3_BUCKET never uses it: it is
// loaded when an S3 storage is made, not whenever this module is imported.
const require = createRequire(import.meta.url);
let sdk: { s3: typeof import('@aws-sdk/client-s3'); post: typeof import('@aws-sdk/s3-presigned-post') } | undefined;
function awsSdk() {
  sdk ??= { s3: require('@aws-sdk/client-s3'), post: require('@aws-sdk/s3-presigned-post') };
  return sdk;
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, Ceph, s3rver); AWS when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the public reads written photos (a CDN, a public bucket URL); the bucket's own URL when unset. */
  publicUrl?: string;
}

/**
 * An S3 bucket: the browser posts to it with a presigned POST policy, whose conditions S3
 * itself enforces (the exact key, 1 byte … the limit, an `image/` Content-Type, expiry).
 */
export class S3PhotoStorage implements PhotoStorage {
  readonly kind = 's3';
  readonly origins: { upload: string[]; media: string[] };
  private readonly client: S3Client;
  private readonly bucketUrl: string;
  private readonly publicBase: string;

  constructor(private readonly options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Since early 2025 the SDK sends newer checksums by default (CRC32 headers, aws-chunked
      // bodies), which some S3-compatible servers refused; behind a custom endpoint, send them
      // only where the API requires one.
      ...(options.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    };
    this.client = new (awsSdk().s3.S3Client)(config);
    this.bucketUrl = bucketUrlOf(options);
    this.publicBase = (options.publicUrl ?? this.bucketUrl).replace(/\/+$/, '');
    this.origins = { upload: [new URL(this.bucketUrl).origin], media: [new URL(this.publicBase).origin] };
  }

  async signPost(policy: UploadPolicy): Promise<SignedPost> {
    assertSafeKey(policy.key);
    return awsSdk().post.createPresignedPost(this.client, {
      Bucket: this.options.bucket,
      Key: policy.key,
      Conditions: [
        ['content-length-range', 1, policy.maxBytes],
        ['starts-with', '$Content-Type', policy.contentTypePrefix],
      ],
      Fields: { 'Content-Type': policy.contentType },
      Expires: policy.expiresInSeconds,
    });
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new (awsSdk().s3.HeadObjectCommand)({ Bucket: this.options.bucket, Key: key }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new (awsSdk().s3.GetObjectCommand)({ Bucket: this.options.bucket, Key: key }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new (awsSdk().s3.PutObjectCommand)({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // A key is written once (its name holds the image id), so it may be cached for good.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new (awsSdk().s3.DeleteObjectCommand)({ Bucket: this.options.bucket, Key: key }));
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${this.publicBase}/${key}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** The bucket's own address, as the SDK addresses it (path or virtual-hosted style). */
function bucketUrlOf(options: S3StorageOptions): string {
  if (!options.endpoint) return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (options.forcePathStyle) return `${endpoint.origin}${base}/${options.bucket}`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}`;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
