import { api } from '@web/lib/api-client';
import { completeUpload as completeUploadEndpoint } from '@shared/contract/asset';

/** Step 3: the server checks the stored file and answers its final URL, the review's `photoPath`. */
export function completeUpload(imageId: string, signal?: AbortSignal) {
  return api.call(completeUploadEndpoint, { params: { imageId } }, { silent: true, signal });
}
