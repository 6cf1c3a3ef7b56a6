import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { UPLOAD_MAX_BYTES } from '@shared/schemas/upload';
import { badRequest } from '@server/lib/errors';
import { RowRefusal } from './product-file.js';

/**
 * Where an import finds the pictures its file names: the zip sent with it (the console, the API)
 * or a folder (the command line). A name is matched against the entry's whole path in the zip,
 * then against its file name alone, without case.
 */
export interface PictureSource {
  /** The picture's bytes, or a refusal on `line` when there is none or it is too large. */
  bytesOf(name: string, line: number): Promise<Buffer>;
  close(): void;
}

const tooLarge = (name: string, line: number) =>
  new RowRefusal(line, `picture ${name} is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
const missing = (name: string, line: number, where: string) =>
  new RowRefusal(line, `picture ${name} is not in ${where}`);

function streamBytes(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream: Readable) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** The zip's entries by name; a file that is not a zip is a 400. */
export async function openZipPictures(file: string): Promise<PictureSource> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, strictFileNames: false });
  } catch {
    throw badRequest('pictures must be a zip file');
  }
  const byPath = new Map<string, Entry>();
  const byName = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      byPath.set(entry.fileName.toLowerCase(), entry);
      byName.set(path.posix.basename(entry.fileName).toLowerCase(), entry);
    }
  } catch {
    zip.close();
    throw badRequest('pictures: the zip file is damaged');
  }
  return {
    async bytesOf(name, line) {
      const key = name.toLowerCase();
      const entry = byPath.get(key) ?? byName.get(path.posix.basename(key));
      if (!entry) throw missing(name, line, 'the pictures zip');
      if (entry.uncompressedSize > UPLOAD_MAX_BYTES) throw tooLarge(name, line);
      try {
        return await streamBytes(zip, entry);
      } catch {
        throw new RowRefusal(line, `picture ${name} could not be read from the zip`);
      }
    },
    close: () => zip.close(),
  };
}

/** A folder of pictures (`npm run import -- products FILE --pictures DIR`); names stay inside it. */
export function folderPictures(dir: string): PictureSource {
  const root = path.resolve(dir);
  return {
    async bytesOf(name, line) {
      const file = path.resolve(root, name);
      if (!file.startsWith(root + path.sep)) throw missing(name, line, dir);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw missing(name, line, dir);
      if (info.size > UPLOAD_MAX_BYTES) throw tooLarge(name, line);
      return readFile(file);
    },
    close: () => {},
  };
}

/** No pictures came with the file: every name must be a path in the shop's media. */
export const noPictures: PictureSource = {
  async bytesOf(name, line) {
    throw new RowRefusal(line, `picture ${name} is not a path in the shop's media and no pictures zip was sent`);
  },
  close: () => {},
};

/** A picture named by its path in the shop's media (drawn art or an uploaded photo), not a file to bring in. */
export const isShopPath = (name: string) => name.startsWith('/') || name.startsWith('https://');
