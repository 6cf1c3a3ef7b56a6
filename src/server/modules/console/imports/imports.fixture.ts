import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { getImport, importProducts } from '@shared/contract/console-catalogue-move';
import type { ImportReport } from '@shared/schemas/catalogue-move';
import type { FastifyInstance } from 'fastify';
import { callEndpoint, callEndpointWithForm, type Caller, type SentForm } from '@server/test/call-endpoint';
import { signedInUser } from '@server/test/users';
import { setOperator } from '@server/modules/console/operator-role';
export { zipOf } from '@server/test/zip-file';
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

/** An account with the operator role and its token. */
export async function operatorOf(t: TestApp, email = 'importer@example.com') {
  const user = await signedInUser(t, email);
  // As `npm run operator -- grant` does: an Owner of the staff, whose role opens every scope.
  await setOperator(t.db.kysely, email, 'grant');
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
