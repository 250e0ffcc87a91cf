import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DASHBOARD_IMAGE_MAX_BYTES,
  dashboardImageIdPattern,
  type DashboardImageType,
  type ImagePurpose,
} from '../../../../domain/dashboards/content/dashboard-image.js';
import { ApiError, notFound } from '../../../core/api-error.js';
import { imageTypeOf } from '../../files/image-type.js';
import { sanitiseSvg, svgTextOf } from './svg-sanitiser.js';

export const imageContentTypes: Record<DashboardImageType, string> = { png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/** Platform-core's general messages "not an image" and the image size (business modules §9), in this module's words. */
export const notAnImage = () => new ApiError(400, 'UNSUPPORTED_FILE_TYPE', 'dashboards.errors.notAnImage');
export const imageTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', 'dashboards.errors.imageTooLarge');

/** Each client's pictures in a folder of its own, so a client can only ever name its own. */
const clientDir = (uploadDir: string, clientId: number) => join(uploadDir, 'dashboards', String(clientId));

/** The picture as it will be stored: PNG or JPEG told by their bytes; for an HMI picture, also an SVG, sanitised. */
function storedForm(content: Buffer, purpose: ImagePurpose): { type: DashboardImageType; bytes: Buffer } {
  const raster = imageTypeOf(content);
  if (raster) return { type: raster, bytes: content };
  const svg = purpose === 'hmi' ? svgTextOf(content) : null;
  const clean = svg === null ? null : sanitiseSvg(svg);
  if (clean === null) throw notAnImage();
  return { type: 'svg', bytes: Buffer.from(clean, 'utf8') };
}

/** Checks the bytes and the size, then writes the picture under a new random name, its id. */
export async function storeDashboardImage(
  uploadDir: string,
  clientId: number,
  content: Buffer,
  purpose: ImagePurpose,
): Promise<{ id: string; type: DashboardImageType }> {
  if (content.length > DASHBOARD_IMAGE_MAX_BYTES) throw imageTooLarge();
  const { type, bytes } = storedForm(content, purpose);
  const id = `${randomBytes(16).toString('hex')}.${type}`;
  const dir = clientDir(uploadDir, clientId);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, id), bytes, { flag: 'wx' });
  return { id, type };
}

/**
 * A client's stored picture and its content type: the one read every caller uses (a signed user of the client,
 * later a dashboard's embedding token). Another client's id, a name the store never gives, or none: 404.
 */
export async function readDashboardImage(uploadDir: string, clientId: number, id: string): Promise<{ content: Buffer; contentType: string }> {
  const match = dashboardImageIdPattern.exec(id);
  if (!match) throw notFound();
  try {
    return { content: await readFile(join(clientDir(uploadDir, clientId), id)), contentType: imageContentTypes[match[1] as DashboardImageType] };
  } catch {
    throw notFound();
  }
}

/**
 * Removes pictures just stored that nothing came to name (an import refused after storing them). Best effort: a file
 * that cannot be removed stays an orphan nothing names, and the caller's own refusal is what it answers.
 */
export async function removeDashboardImages(uploadDir: string, clientId: number, ids: readonly string[]): Promise<void> {
  const dir = clientDir(uploadDir, clientId);
  await Promise.allSettled(ids.filter((id) => dashboardImageIdPattern.test(id)).map((id) => rm(join(dir, id), { force: true })));
}
