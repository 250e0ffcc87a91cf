import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './api-error.js';

/** @fastify/multipart's refusals of a body over the route's `limits`. */
const overLimit = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export interface MultipartFileAnswers {
  /** Not a multipart body, or no file part (named `field`, when given). */
  missing: () => ApiError;
  /** The file, or the form, is over the route's multipart limits. */
  tooLarge: () => ApiError;
  field?: string;
}

/** The one file part of a multipart body: its bytes and the name the client gave it (unchecked). */
export interface MultipartUpload {
  content: Buffer;
  filename: string;
}

/**
 * The one file part of a multipart body: the reader every upload uses. A body the parser cannot
 * read (wrong or missing boundary, cut short, malformed part headers) answers 400 BAD_REQUEST;
 * everything read here is the client's input, so it is never a 500.
 */
export async function readMultipartUpload(request: FastifyRequest, answers: MultipartFileAnswers): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw answers.missing();
  try {
    const file = await request.file();
    if (!file || (answers.field !== undefined && file.fieldname !== answers.field)) throw answers.missing();
    return { content: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (overLimit.has(String((error as { code?: unknown }).code))) throw answers.tooLarge();
    throw badRequest();
  }
}

/** The bytes of the one file part of a multipart body (readMultipartUpload without the name). */
export async function readMultipartFile(request: FastifyRequest, answers: MultipartFileAnswers): Promise<Buffer> {
  return (await readMultipartUpload(request, answers)).content;
}
