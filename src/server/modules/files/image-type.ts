/** An avatar's type, told by its first bytes (magic numbers), never by its name or declared type. */
export type ImageType = 'png' | 'jpg';

const signatures: readonly { type: ImageType; bytes: readonly number[] }[] = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

export const imageContentTypes: Record<ImageType, string> = { png: 'image/png', jpg: 'image/jpeg' };

export function imageTypeOf(content: Uint8Array): ImageType | undefined {
  return signatures.find(({ bytes }) => content.length > bytes.length && bytes.every((byte, i) => content[i] === byte))?.type;
}
