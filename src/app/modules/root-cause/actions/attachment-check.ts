/** The files the server takes (README, Attachments): PNG, JPG or PDF under 2 MB; it checks the bytes, the app the name and type. */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf';
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

const extensions = /\.(png|jpe?g|pdf)$/i;
const types = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/** The server's key for a file it would refuse, or null. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeKnown = file.type === '' || types.has(file.type);
  if (!extensions.test(file.name) || !typeKnown) return 'rootCause.errors.attachmentType';
  if (file.size >= ATTACHMENT_MAX_BYTES) return 'rootCause.errors.attachmentTooLarge';
  return null;
}
