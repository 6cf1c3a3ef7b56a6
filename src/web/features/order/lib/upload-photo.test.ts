import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError } from '@web/lib/api-client';
import { DEFAULT_UPLOAD_ERROR, localUploadProblem, uploadFailureOf, uploadFailureText } from './upload-photo';

function storageError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('upload failure text', () => {
  it("is the storage's answer (S3's <Message> when it is XML), else the error's message, else a default", () => {
    const s3 = '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>Too big</Message></Error>';
    expect(uploadFailureText(uploadFailureOf(storageError(400, s3)))).toBe('Too big');
    expect(uploadFailureText(uploadFailureOf(storageError(403, 'Forbidden by policy')))).toBe('Forbidden by policy');
    expect(uploadFailureText(uploadFailureOf(storageError(502, '')))).toBe('Request failed with status code 502');
    expect(uploadFailureText(uploadFailureOf(new ApiError('Image not found', 40400, 404)))).toBe('Image not found');
    expect(uploadFailureText(uploadFailureOf('thrown text'))).toBe(DEFAULT_UPLOAD_ERROR);
    expect(uploadFailureText({})).toBe(DEFAULT_UPLOAD_ERROR);
  });

  it('refuses non-images and files over the limit before sending', () => {
    expect(localUploadProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeUndefined();
    expect(localUploadProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(
      'Only image files can be uploaded',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(localUploadProblem(big)).toBe('The photo must be at most 5 MB');
  });
});
