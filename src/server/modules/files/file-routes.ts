import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { avatarMaxBytes, imageTooLarge, notAnImage, readImage, storeImage } from './upload-store.js';
import { readMultipartFile } from '../../core/multipart-file.js';
import { fileRouteSchemas as schemas } from './schemas/index.js';

/**
 * Signed in: `POST INT/actions/uploadFile` (multipart, one png or jpeg under 2 MB, checked by
 * its bytes) answers the stored name; `GET INT/actions/getFile/{name}` serves a stored file.
 * Names are made by the server, so a name sent by a client never reaches the file system unchecked.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const dir = app.config.uploadDir;
  await app.register(multipart, { limits: { fileSize: avatarMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });

  app.post('/INT/actions/uploadFile', { schema: schemas.fileUpload.schema }, async (request) => {
    const stored = await storeImage(dir, await readMultipartFile(request, { missing: notAnImage, tooLarge: imageTooLarge }));
    return { status: 'SUCCESS', data: stored };
  });

  app.get('/INT/actions/getFile/:name', { schema: schemas.fileDownload.schema }, async (request, reply) => {
    const { content, contentType } = await readImage(dir, (request.params as { name: string }).name);
    return reply
      .header('Content-Type', contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .send(content);
  });
}
