import type { FastifyRequest } from 'fastify';
import { payloadTooLarge, validationFailed } from './api-error.js';
import { readMultipartFile } from './multipart-file.js';

/**
 * The text of the multipart field `file`. No multipart body or no `file` field answers 400 VALIDATION
 * with `{file: noFileKey}`; a file over the route's multipart `fileSize` limit answers 413; a body
 * that is not readable multipart answers 400.
 */
export async function uploadedText(request: FastifyRequest, noFileKey: string): Promise<string> {
  const missing = () => validationFailed({ file: { key: noFileKey } });
  return (await readMultipartFile(request, { missing, tooLarge: payloadTooLarge, field: 'file' })).toString('utf8');
}
