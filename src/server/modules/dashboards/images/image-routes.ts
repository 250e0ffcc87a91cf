import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { DASHBOARD_IMAGE_MAX_BYTES } from '../../../../domain/dashboards/content/dashboard-image.js';
import { forbidden } from '../../../core/api-error.js';
import { readDashboardImage, storeDashboardImage } from './dashboard-image-store.js';
import { assertEmbedShowsImage } from '../embed/embed-images.js';
import { imageClientOf } from './image-client.js';
import { readImageUploadForm } from './image-upload-form.js';
import { dashboardRouteSchemas as schemas } from '../schemas/index.js';
import { managesDashboards } from '../tab-access.js';

/** An SVG opened on its own runs nothing and loads nothing, even if the sanitiser missed something. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Writes a stored picture: its type, never sniffed by the browser, cached by the browser only (ids never change). */
export function sendDashboardImage(reply: FastifyReply, image: { content: Buffer; contentType: string }) {
  return reply
    .header('Content-Type', image.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', IMAGE_CONTENT_SECURITY_POLICY)
    .header('Cache-Control', 'private, max-age=86400, immutable')
    .send(image.content);
}

/**
 * `POST GDV/actions/images` (multipart: `file`, and `purpose` `widget` | `hmi`): a dashboard picture, PNG or JPEG
 * under 2 MB told by its bytes, or for an HMI picture also an SVG, sanitised; only who manages dashboards.
 * `GET GDV/queries/images/{id}`: a picture of the caller's client, to any signed user of it; to a dashboard link, only a
 * picture it shows.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const dir = app.config.uploadDir;
  await app.register(multipart, { limits: { fileSize: DASHBOARD_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 64 } });

  app.post('/GDV/actions/images', { schema: schemas.imageUpload.schema }, async (request) => {
    const access = request.access!;
    if (!managesDashboards(access)) throw forbidden();
    const clientId = imageClientOf(access);
    const { content, purpose } = await readImageUploadForm(request);
    return { data: await storeDashboardImage(dir, clientId, content, purpose) };
  });

  app.get<{ Params: { id: string } }>('/GDV/queries/images/:id', { schema: schemas.imageRead.schema }, async (request, reply) => {
    const access = request.access!;
    // A TV link or iframe export reads only the pictures it shows (embed-images.ts).
    if (access.apiToken?.embed) await assertEmbedShowsImage(app.database.db, app.catalog, access, request.params.id);
    return sendDashboardImage(reply, await readDashboardImage(dir, imageClientOf(access), request.params.id));
  });
}
