import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { downloadProductTemplate, getImport, importProducts } from '@shared/contract/console-catalogue-move';
import { IMPORT_FILE_MAX_BYTES, IMPORT_PICTURES_MAX_BYTES } from '@shared/schemas/catalogue-move';
import { requireUser } from '@server/lib/auth';
import { serve } from '@server/lib/endpoint';
import { ok } from '@server/lib/envelope';
import { AppError, badRequest } from '@server/lib/errors';
import { actingOperator } from '@server/modules/operator-write';
import { sendCsv } from '@server/modules/console/exports/csv-answer';
import { importReport, newImportId, startImport, type ImportDeps } from './import-job.js';
import { openZipPictures } from './import-pictures.js';
import { startImportWorker } from './import-worker.js';
import * as repo from './imports.repository.js';
import { checkHeader } from './product-file-reader.js';
import { templateRows } from './product-template.js';

/** The form: two files and two short flags; nothing else is read. */
const FORM_LIMITS = {
  fileSize: IMPORT_PICTURES_MAX_BYTES,
  files: 2,
  fields: 4,
  fieldSize: 16,
  parts: 6,
  headerPairs: 20,
};

export function importDepsOf(app: FastifyInstance): ImportDeps {
  return {
    get db() {
      return app.db;
    },
    get storage() {
      return app.photoStorage;
    },
    log: app.log,
    get webhooks() {
      return app.webhooks;
    },
    filesDir: path.join(path.resolve(app.config.DATA_DIR), 'imports'),
    nowIso: () => app.nowIso(),
    now: () => app.clock.now(),
  };
}

const tooLarge = (what: string, bytes: number) =>
  new AppError('payloadTooLarge', `${what} is larger than ${bytes / 1024 / 1024} MB`);

/** Whose uploads the zip's pictures become: the operator's own, or for an API key the operator who made it. */
async function photoOwnerOf(deps: ImportDeps, req: FastifyRequest): Promise<number | null> {
  if (!req.apiKey) return requireUser(req).userId;
  return repo.apiKeyMaker(deps.db.kysely, req.apiKey.apiKeyId);
}

/** Streams the form's files to disk (never whole in memory) and reads its flags. */
async function receiveForm(req: FastifyRequest, dir: string, importId: string) {
  if (!req.isMultipart()) throw new AppError('unsupportedMediaType', 'Post the import as multipart/form-data');
  const fields: Record<string, string> = {};
  let csvPath: string | null = null;
  let picturesPath: string | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' && part.fieldname !== 'pictures') {
      part.file.resume();
      throw badRequest(
        `Unknown file field ${part.fieldname}: send the CSV as "file" and the pictures zip as "pictures"`,
      );
    }
    const target = path.join(dir, `${importId}.${part.fieldname === 'file' ? 'csv' : 'zip'}`);
    await pipeline(part.file, createWriteStream(target));
    const limit = part.fieldname === 'file' ? IMPORT_FILE_MAX_BYTES : IMPORT_PICTURES_MAX_BYTES;
    if (part.file.truncated || part.file.bytesRead > limit) {
      throw tooLarge(part.fieldname === 'file' ? 'The CSV file' : 'The pictures zip', limit);
    }
    if (part.fieldname === 'file') csvPath = target;
    else picturesPath = target;
  }
  for (const flag of ['dryRun', 'createCategories'] as const) {
    if (fields[flag] !== undefined && fields[flag] !== 'true' && fields[flag] !== 'false') {
      throw badRequest(`${flag} must be true or false`);
    }
  }
  if (!csvPath) throw badRequest('Send the product file as a field named "file"');
  return {
    csvPath,
    picturesPath,
    dryRun: fields.dryRun === 'true',
    createCategories: fields.createCategories === 'true',
  };
}

/**
 * The catalogue import (docs/operator-console.md, "Import and export"): the template, the upload
 * that queues a job, and the job's report. The job itself runs in this process's import worker.
 */
export const consoleImportRoutes: FastifyPluginAsync = async (app) => {
  const deps = importDepsOf(app);
  const worker = startImportWorker(app, deps);
  // In this plugin's scope only: every other route keeps refusing multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS });

  await serve(app, downloadProductTemplate, async (_req, reply) =>
    sendCsv(reply, 'product-import-template.csv', templateRows()),
  );

  await serve(
    app,
    importProducts,
    async (req, reply) => {
      const importId = newImportId();
      await mkdir(deps.filesDir, { recursive: true });
      const forget = () =>
        Promise.all(['csv', 'zip'].map((ext) => rm(path.join(deps.filesDir, `${importId}.${ext}`), { force: true })));
      try {
        const form = await receiveForm(req, deps.filesDir, importId);
        await checkHeader(form.csvPath);
        if (form.picturesPath) (await openZipPictures(form.picturesPath)).close();
        const started = await startImport(
          deps,
          {
            importId,
            actor: actingOperator(req),
            photoOwnerId: await photoOwnerOf(deps, req),
            csvPath: form.csvPath,
            picturesPath: form.picturesPath,
          },
          form,
        );
        worker.kick();
        return ok(started);
      } catch (error) {
        await forget();
        reply.header('Connection', 'close'); // the browser may still be sending what nobody reads
        if (error instanceof AppError) throw error;
        const code = String((error as { code?: unknown }).code ?? '');
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('The file', IMPORT_PICTURES_MAX_BYTES);
        if (code.startsWith('FST_')) throw new AppError('payloadTooLarge', 'The form has too many fields or files');
        throw error;
      }
    },
    { readsBodyItself: true, config: { slowBody: true } },
  );

  await serve(app, getImport, async (req) => ok(await importReport(deps.db, req.params.importId)));
};
