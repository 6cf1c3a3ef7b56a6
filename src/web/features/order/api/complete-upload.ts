import { api } from '@web/lib/api-client';

/** Step 3: the server checks the stored file and answers its final URL, the review's `photoPath`. */
export function completeUpload(imageId: string, signal?: AbortSignal): Promise<{ url: string }> {
  return api.post(`/asset/${encodeURIComponent(imageId)}/complete`, undefined, { silent: true, signal });
}
