import { api } from '@web/lib/api-client';
import { requestUpload } from '@shared/contract/asset';

/** Step 1 of a photo upload. Silent: a failed upload is shown on its tile, never toasted. */
export function createSignedUrl(fileName: string, signal?: AbortSignal) {
  return api.call(requestUpload, { body: { fileName } }, { silent: true, signal });
}
