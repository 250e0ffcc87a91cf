import type { FastifyRequest } from 'fastify';
import { IMAGE_PURPOSES, type ImagePurpose } from '../../../../domain/dashboards/content/dashboard-image.js';
import { ApiError, badRequest, validationFailed } from '../../../core/api-error.js';
import { imageTooLarge, notAnImage } from './dashboard-image-store.js';

/** @fastify/multipart's refusals of a body over the route's `limits` (as core/multipart-file.ts). */
const overLimit = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export interface ImageUploadForm {
  content: Buffer;
  purpose: ImagePurpose;
}

const isPurpose = (value: unknown): value is ImagePurpose => (IMAGE_PURPOSES as readonly unknown[]).includes(value);

/**
 * The image upload's form, its fields in any order: the file part `file` and the text field `purpose` (`widget`,
 * the default, or `hmi`). Read whole, so a `purpose` sent after the file still counts. No file: 400 "not an image";
 * an unknown purpose: 400 on `purpose`; over the route's limits: 413; a body the parser cannot read: 400.
 */
export async function readImageUploadForm(request: FastifyRequest): Promise<ImageUploadForm> {
  if (!request.isMultipart()) throw notAnImage();
  let content: Buffer | undefined;
  let purpose: unknown = 'widget';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') content = bytes;
      } else if (part.fieldname === 'purpose') purpose = part.value;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (overLimit.has(String((error as { code?: unknown }).code))) throw imageTooLarge();
    throw badRequest();
  }
  if (!isPurpose(purpose)) throw validationFailed({ purpose: { key: 'validation.oneOf', args: { options: IMAGE_PURPOSES.join(', ') } } });
  if (!content) throw notAnImage();
  return { content, purpose };
}
