import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@shared/schemas/upload';
import { AppError, badRequest, conflict } from '@server/lib/errors';
import { LOCAL_UPLOAD_PATH, LocalPhotoStorage, tooLarge, type LocalPolicy } from '@server/providers/storage/index';
import * as repo from './asset.repository.js';

/**
 * A form of a few short signed fields and one file; nothing else is read. The file limit is one
 * byte over the largest policy so that the policy's own check (LocalPhotoStorage.receive) is
 * what refuses a large file, before anything is kept.
 */
const FORM_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  parts: 11,
  headerPairs: 20,
};
const FORM_LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The embedded default's stand-in for S3's browser POST (docs/uploads.md): public, since the
 * storefront posts to the signed URL without a token; the signed policy is what authorises it.
 * It checks what S3 would (signature, expiry, exact key, Content-Type prefix, 1 byte … the
 * limit), streams the file to disk without holding more than the limit, and answers as S3
 * does: 204 with no body. Registered only when photos are stored locally.
 */
export const localUploadRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.photoStorage;
  if (!(storage instanceof LocalPhotoStorage)) return;
  // In this plugin's scope only: every other route keeps refusing multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS });

  app.post(
    LOCAL_UPLOAD_PATH.replace(/^\/api/, ''),
    {
      schema: { hide: true },
      config: { slowBody: true, outsideContract: 'a stand-in for the storage host, in its form-post format' },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupportedMediaType', 'Post the photo as multipart/form-data');
      const fields: Record<string, string> = {};
      let policy: LocalPolicy | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (!policy) fields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file') throw badRequest('The photo goes in a field named "file"');
          policy = storage.acceptFields(fields);
          // A finished upload takes no more files under its key.
          if (!(await repo.isPendingKey(app.db.kysely, policy.key))) {
            throw conflict('This upload is already complete; ask for a new upload URL');
          }
          await storage.receive(policy, part.file);
        }
      } catch (error) {
        // The refusal may come while the browser is still sending: close the connection after
        // answering rather than leave it waiting on a body nobody reads.
        reply.header('Connection', 'close');
        const code = (error as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(UPLOAD_MAX_BYTES);
        if (FORM_LIMIT_ERRORS.has(code)) {
          throw new AppError(
            'payloadTooLarge',
            'The upload form has too many fields or files; send the signed fields and one file',
          );
        }
        throw error;
      }
      if (!policy) throw badRequest('The upload form has no file (a field named "file" after the signed fields)');
      return reply.status(204).send();
    },
  );
};
