/** The files of actions (README.md, Attachments): told by their bytes, stored under names the server makes. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttachmentView } from '../../../domain/root-cause/model.js';
import { ApiError, notFound } from '../../core/api-error.js';
import { imageContentTypes, imageTypeOf } from '../files/image-type.js';

export type AttachmentContentType = AttachmentView['content_type'];

/** Under 2 MB, as the avatars. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024 - 1;
export const ATTACHMENTS_PER_ACTION = 10;
const FILE_NAME_MAX = 200;

export const attachmentTypeRefused = () => new ApiError(400, 'UNSUPPORTED_FILE_TYPE', 'rootCause.errors.attachmentType');
export const attachmentTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', 'rootCause.errors.attachmentTooLarge');
export const attachmentLimitReached = () =>
  new ApiError(409, 'ATTACHMENT_LIMIT', 'rootCause.errors.attachmentLimit', {
    file: { key: 'rootCause.errors.attachmentLimit', args: { max: ATTACHMENTS_PER_ACTION } },
  });

const PDF_SIGNATURE = Buffer.from('%PDF-');
const extensions: Record<AttachmentContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/** PNG, JPG or PDF by the first bytes, never by the name or the declared type. */
export function attachmentTypeOf(content: Buffer): AttachmentContentType | undefined {
  const image = imageTypeOf(content);
  if (image) return imageContentTypes[image] as AttachmentContentType;
  return content.length > PDF_SIGNATURE.length && content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE) ? 'application/pdf' : undefined;
}

/**
 * The client's file name as it is kept and shown: no folders, no control characters, at most 200
 * characters (whole code points); a name left empty becomes `attachment.<ext>`.
 */
export function sanitisedFileName(name: string, type: AttachmentContentType): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const visible = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const kept = Array.from(visible).slice(0, FILE_NAME_MAX).join('').trim();
  return kept === '' || kept === '.' || kept === '..' ? `attachment.${extensions[type]}` : kept;
}

/** `Content-Disposition` of a download: the kept name, percent-encoded (RFC 6266, RFC 8187). */
export function attachmentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

/** The folder of the attachments inside the upload directory. */
const folderOf = (uploadDir: string) => join(uploadDir, 'rca');

/** The only names the store gives; a stored name read back must be one of them. */
const storedNamePattern = /^[0-9a-f]{32}\.(png|jpg|pdf)$/;

/** Writes the bytes under a new random name and answers it. */
export async function writeAttachmentFile(uploadDir: string, content: Buffer, type: AttachmentContentType): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extensions[type]}`;
  await mkdir(folderOf(uploadDir), { recursive: true });
  await writeFile(join(folderOf(uploadDir), name), content, { flag: 'wx' });
  return name;
}

/** The bytes of a stored file; 404 when the name is not one the store gives or the file is gone. */
export async function readAttachmentFile(uploadDir: string, storedName: string): Promise<Buffer> {
  if (!storedNamePattern.test(storedName)) throw notFound();
  try {
    return await readFile(join(folderOf(uploadDir), storedName));
  } catch {
    throw notFound();
  }
}

/** Removes a stored file; one already gone is no error. */
export async function removeAttachmentFile(uploadDir: string, storedName: string): Promise<void> {
  if (storedNamePattern.test(storedName)) await rm(join(folderOf(uploadDir), storedName), { force: true });
}
