import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, notFound } from '../../core/api-error.js';
import { imageContentTypes, imageTypeOf, type ImageType } from './image-type.js';

/** Platform-core section 9: an avatar is a jpeg or png under 2 MB. */
export const avatarMaxBytes = 2 * 1024 * 1024 - 1;

/** The only names the store ever gives, so a name from a client can never leave the directory. */
export const storedNamePattern = /^[0-9a-f]{32}\.(png|jpg)$/;

export const notAnImage = () => new ApiError(400, 'UNSUPPORTED_FILE_TYPE', 'accessControl.users.pngJpg');
export const imageTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', 'accessControl.users.lessTwoMb');

/** Checks the bytes, then writes them under a new random name; answers that name. */
export async function storeImage(dir: string, content: Buffer): Promise<{ name: string; type: ImageType }> {
  const type = imageTypeOf(content);
  if (!type) throw notAnImage();
  if (content.length > avatarMaxBytes) throw imageTooLarge();
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), content, { flag: 'wx' });
  return { name, type };
}

/** A stored file and its content type; anything else, a traversal attempt included, is a 404. */
export async function readImage(dir: string, name: string): Promise<{ content: Buffer; contentType: string }> {
  const match = storedNamePattern.exec(name);
  if (!match) throw notFound();
  try {
    const content = await readFile(join(dir, name));
    return { content, contentType: imageContentTypes[match[1] as ImageType] };
  } catch {
    throw notFound();
  }
}
