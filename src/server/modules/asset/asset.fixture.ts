import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { SignedUpload } from '@shared/schemas/upload';
import { completeUpload, requestUpload } from '@shared/contract/asset';
import { callEndpoint, type EndpointAnswer } from '@server/test/call-endpoint';
import type { TestApp } from '@server/test/test-app';

/** A photo-like picture (a gradient, so it compresses as photos do) of the given size. */
export async function makePhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  decorate: (image: Sharp) => Sharp = (image) => image,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  const image = decorate(sharp(pixels, { raw: { width, height, channels: 3 } }));
  return image.toFormat(format).toBuffer();
}

/** A JPEG as a phone writes it: EXIF with a GPS position, camera and owner, and an orientation. */
export function makePhoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return makePhoto(width, height, 'jpeg', (image) =>
    image
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9', Artist: 'Ada Lovelace' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 2634/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 3990/100',
        },
      })
      .withMetadata({ orientation }),
  );
}

export interface FormFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends one: the fields in order, then the file. */
export function multipartForm(fields: Record<string, string>, file?: FormFile, options: { fileFirst?: boolean } = {}) {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = options.fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The browser's own FormData (for posts over real HTTP): the signed fields, then the file. */
export function formData(fields: Record<string, string>, file: FormFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}

export interface Uploader {
  /** POST /api/asset/signed-url. */
  ask(fileName: string): Promise<EndpointAnswer<typeof requestUpload>>;
  /** A signed upload (the answer's data; fails the test on a refusal). */
  signed(fileName: string): Promise<SignedUpload>;
  /** POST /api/asset/{imageId}/complete. */
  complete(imageId: string): Promise<EndpointAnswer<typeof completeUpload>>;
}

export function uploaderFor(t: TestApp, user: { headers: Record<string, string> }): Uploader {
  return {
    ask: (fileName) => callEndpoint(t.app, requestUpload, { body: { fileName } }, user),
    async signed(fileName) {
      return (await callEndpoint(t.app, requestUpload, { body: { fileName } }, user)).data;
    },
    complete: (imageId) => callEndpoint(t.app, completeUpload, { params: { imageId } }, user),
  };
}

/** One field of a signed upload form; the form's fields depend on the storage, so a missing one fails the test. */
export function signedField(fields: Record<string, string>, name: string): string {
  const value = fields[name];
  if (value === undefined)
    throw new Error(`The signed form has no ${name} field (it has ${Object.keys(fields).join(', ')})`);
  return value;
}
