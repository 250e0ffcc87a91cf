import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../core/api-error.js';
import { readMultipartUpload } from '../../core/multipart-file.js';
import { addAttachment, attachableAction, deleteAttachment, readAttachment } from './attachment-commands.js';
import { ATTACHMENT_MAX_BYTES, attachmentDisposition, attachmentTooLarge, attachmentTypeRefused } from './attachment-store.js';
import { rcaViewer } from './rca-context.js';
import { pathId } from './rca-path-id.js';
import { attachmentRouteSchemas as schemas } from './schemas/attachment-route-schemas.js';

/** The record id of the path; anything else names no record (404). */
const idOf = (request: FastifyRequest) => pathId(request, notFound);

/** README.md, Attachments: upload, download and delete of an action's files. */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const database = app.database;
  const uploadDir = app.config.uploadDir;
  const url = (description: { url: string }) => description.url;
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });

  app.post(url(schemas.upload), { schema: schemas.upload.schema }, async (request) => {
    const viewer = await rcaViewer(database.db, request.access!);
    const idAction = idOf(request);
    // Who may attach is told before the file is read; it is checked again with the count, under the lock.
    await attachableAction(database.db, viewer, idAction);
    const upload = await readMultipartUpload(request, { missing: attachmentTypeRefused, tooLarge: attachmentTooLarge, field: 'file' });
    return { data: await addAttachment(database, uploadDir, viewer, idAction, upload) };
  });

  app.get(url(schemas.download), { schema: schemas.download.schema }, async (request, reply) => {
    const viewer = await rcaViewer(database.db, request.access!);
    const { attachment, content } = await readAttachment(database, uploadDir, viewer, idOf(request));
    return reply
      .header('Content-Type', attachment.content_type)
      .header('Content-Disposition', attachmentDisposition(attachment.file_name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });

  app.delete(url(schemas.remove), { schema: schemas.remove.schema }, async (request) => {
    const viewer = await rcaViewer(database.db, request.access!);
    return { data: await deleteAttachment(database, uploadDir, viewer, idOf(request)) };
  });
}
