import { z } from 'zod';
import type { InCode } from '../wire-names';
import { plainText } from './text';

/**
 * Photo upload (docs/uploads.md): ask for a signed upload, post the file
 * straight to storage with the signed fields (no token), then complete it for the final URL.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const signedUrlRequestSchema = z.object({
  fileName: plainText({ label: 'File name' })
    .trim()
    .min(1, 'File name must not be empty')
    .max(255, 'File name must be at most 255 characters'),
});
export const signedUrlResponseSchema = z.object({
  imageId: z.string(),
  signedUrl: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});
export type SignedUpload = InCode<z.infer<typeof signedUrlResponseSchema>>;

export const imageIdParamsSchema = z.object({ imageId: z.uuid({ error: 'is not an image id' }) });
export const completeUploadResponseSchema = z.object({ url: z.string() });
