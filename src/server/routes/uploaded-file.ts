import type { FastifyRequest } from 'fastify';
import { payloadTooLarge, validationFailed } from '../services/api-error.js';

/**
 * The text of the multipart field `file`. No multipart body or no `file` field answers 400 VALIDATION
 * with `{file: noFileKey}`; a file over the route's multipart `fileSize` limit answers 413.
 */
export async function uploadedText(request: FastifyRequest, noFileKey: string): Promise<string> {
  const noFile = () => validationFailed({ file: { key: noFileKey } });
  if (!request.isMultipart()) throw noFile();
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw noFile();
  try {
    return (await file.toBuffer()).toString('utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge();
    throw error;
  }
}
