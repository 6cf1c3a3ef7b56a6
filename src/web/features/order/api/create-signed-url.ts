import type { SignedUpload } from '@shared/schemas/upload';
import { api } from '@web/lib/api-client';

/** Step 1 of a photo upload. Silent: a failed upload is shown on its tile, never toasted. */
export function createSignedUrl(fileName: string, signal?: AbortSignal): Promise<SignedUpload> {
  return api.post('/asset/signed-url', { fileName }, { silent: true, signal });
}
