import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { expect } from 'vitest';
import { getImport, importProducts } from '@shared/contract/operator-catalogue-move';
import type { ImportReport } from '@shared/schemas/catalogue-move';
import type { FastifyInstance } from 'fastify';
import { callEndpoint, callEndpointWithForm, type Caller, type SentForm } from '@server/test/call-endpoint';
import { signedInUser } from '@server/test/users';
import type { TestApp } from '@server/test/test-app';

export interface FormFile {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A form of text fields and files, as a browser posts it. */
export function importForm(fields: Record<string, string>, files: FormFile[]): SentForm {
  const boundary = `----import-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A zip of these files, stored (not compressed), as any zip tool can write one. */
export function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An account with the operator role and its token. */
export async function operatorOf(t: TestApp, email = 'importer@example.com') {
  const user = await signedInUser(t, email);
  await t.db.kysely.updateTable('app_user').set({ role: 'operator' }).where('user_id', '=', user.userId).execute();
  return user;
}

export const csvFile = (csv: string | Buffer): FormFile => ({
  field: 'file',
  name: 'products.csv',
  type: 'text/csv',
  data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
});

/** Posts a product file and answers the import's id. */
export async function postImport(
  app: FastifyInstance,
  as: Caller,
  files: FormFile[],
  fields: Record<string, string> = {},
): Promise<string> {
  const started = await callEndpointWithForm(app, importProducts, importForm(fields, files), as);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.data.importId;
}

/** Polls the import until it is over (done or failed), with a deadline. */
export async function finished(app: FastifyInstance, as: Caller, importId: string, ms = 60_000): Promise<ImportReport> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { data } = await callEndpoint(app, getImport, { params: { importId } }, as);
    if (data.status === 'done' || data.status === 'failed') return data;
    if (Date.now() > deadline) throw new Error(`Import ${importId} still ${data.status} at ${data.done}/${data.rows}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Imports a file and waits for its report. */
export async function importAndWait(
  app: FastifyInstance,
  as: Caller,
  files: FormFile[],
  fields: Record<string, string> = {},
): Promise<ImportReport> {
  // A 10 000-row file takes minutes on PostgreSQL on a loaded 2-core machine.
  return finished(app, as, await postImport(app, as, files, fields), 600_000);
}
