import axios from 'axios';
import { REQUEST_TIMEOUT_MS } from '@shared/constants';
import type { SignedUpload } from '@shared/schemas/upload';

/**
 * A bare client for the storage host: none of the API client's token, envelope or toasts. The
 * signed URL may even be on the API's own origin, where the API client would add the token.
 */
const storage = axios.create({ timeout: REQUEST_TIMEOUT_MS });

/**
 * Step 2: the signed form, every signed field first and the file last (S3's POST policy ignores
 * fields after the file). Any 2xx is success; S3 answers 204 with no body. A failure keeps the
 * storage's answer as text, which the tile's tooltip shows.
 */
export async function postToStorage(
  { url, fields }: SignedUpload['signedUrl'],
  file: File,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  await storage.post(url, form, { signal, responseType: 'text' });
}
