import type sharpModule from 'sharp';
import { Semaphore } from '@server/lib/semaphore';

// sharp and libvips add about 15 MB to the process and only photo uploads need them: they are
// loaded on the first photo, not at start-up (as pdfkit for invoices and jsdom for product HTML).
let sharp: typeof sharpModule | undefined;

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The longest side a stored photo keeps: sharp on a phone's screen, a fraction of a camera's file. */
export const MAX_PHOTO_SIDE = 2048;
/** 100 megapixels: more than any phone; a small file that claims more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 100_000_000;
const ENCODE_TIMEOUT_SECONDS = 20;

/**
 * What the first bytes say the file is, whatever its name or declared type: JPEG (FF D8 FF),
 * PNG (its 8-byte signature) or WebP (RIFF….WEBP); null for anything else (SVG, HTML, GIF, zip…).
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Decoding and encoding run on libuv's thread pool, which also serves file reads and password
 * hashing; one photo at a time keeps a burst of uploads from starving the rest of the shop.
 */
const encodingSlots = new Semaphore(1);

export interface EncodedPhoto {
  data: Buffer;
  format: PhotoFormat;
  width: number;
  height: number;
}

/**
 * A new file made from the decoded pixels: turned upright by its EXIF orientation, at most
 * MAX_PHOTO_SIDE on its longest side, in the format it came in, and without any metadata
 * (sharp writes none unless asked: no EXIF, so no GPS position, camera serial or date; no XMP
 * or ICC). Whatever else the upload carried (a script after the image data, a polyglot) is not
 * in the pixels and so is gone. Throws when the bytes do not decode.
 */
export function reencodePhoto(input: Buffer, format: PhotoFormat): Promise<EncodedPhoto> {
  return encodingSlots.run(async () => {
    sharp ??= (await import('sharp')).default;
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85 })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  });
}
