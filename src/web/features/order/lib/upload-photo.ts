import axios from 'axios';
import { UPLOAD_MAX_BYTES } from '@shared/schemas/upload';
import { completeUpload } from '../api/complete-upload';
import { createSignedUrl } from '../api/create-signed-url';
import { postToStorage } from '../api/post-to-storage';

export const DEFAULT_UPLOAD_ERROR = 'Upload failed, please try again';

/**
 * Photo upload (docs/uploads.md): signed upload, the file to storage with no token, completion.
 * Resolves to the photo's URL.
 */
export async function uploadPhoto(file: File, signal: AbortSignal): Promise<string> {
  const { imageId, signedUrl } = await createSignedUrl(file.name, signal);
  await postToStorage(signedUrl, file, signal);
  const { url } = await completeUpload(imageId, signal);
  return url;
}

/** Checked before anything is sent; the server checks the same. */
export function localUploadProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'Only image files can be uploaded';
  if (file.size > UPLOAD_MAX_BYTES) return `The photo must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
  return undefined;
}

/** What a failed upload keeps: the answer's text and the error's message. */
export interface UploadFailure {
  response?: string;
  error?: string;
}

export function uploadFailureOf(error: unknown): UploadFailure {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data;
    return { response: typeof body === 'string' ? storageMessage(body) : undefined, error: error.message };
  }
  // Our API's failures (the client's ApiError) carry its errMsg as their message.
  return { error: error instanceof Error ? error.message : undefined };
}

/** S3 explains a refusal in XML; its <Message> is the readable part. */
function storageMessage(body: string): string | undefined {
  const text = body.trim();
  return /<Message>([^<]+)<\/Message>/.exec(text)?.[1]?.trim() ?? (text || undefined);
}

/** A failed upload's text: the response text, else the error message, else a default text. */
export function uploadFailureText({ response, error }: UploadFailure): string {
  return response || error || DEFAULT_UPLOAD_ERROR;
}
