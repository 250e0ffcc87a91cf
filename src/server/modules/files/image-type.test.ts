import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.js';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpg = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

describe('imageTypeOf', () => {
  it.each([
    ['a PNG signature', png, 'png'],
    ['a JPEG signature', jpg, 'jpg'],
    ['text that only claims to be a PNG', [...Buffer.from('not a png at all')], undefined],
    ['a GIF', [...Buffer.from('GIF89a......')], undefined],
    ['a truncated PNG signature', png.slice(0, 8), undefined],
    ['nothing', [], undefined],
  ])('%s', (_name, bytes, want) => {
    expect(imageTypeOf(Uint8Array.from(bytes))).toBe(want);
  });
});
