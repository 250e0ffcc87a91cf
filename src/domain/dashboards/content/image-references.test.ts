import { describe, expect, it } from 'vitest';
import { imagesNamedBy } from './image-references.js';

const picture = (hex: string, type = 'png') => `${hex.repeat(32)}.${type}`;

describe('imagesNamedBy', () => {
  it.each([
    ['a static image', { image: picture('a'), fit: 'contain', alt: 'Line' }, [picture('a')]],
    [
      'a conditional image’s rules and default',
      { id_tag: 4, rules: [{ operator: '>', value: 1, image: picture('b') }], default_image: picture('c', 'jpg') },
      [picture('b'), picture('c', 'jpg')],
    ],
    ['text that only looks like a name', { html: `<p>${picture('d')}</p>`, title: '../etc/passwd.png' }, []],
    ['no options', null, []],
  ])('%s', (_name, options, want) => expect([...imagesNamedBy(options)].sort()).toEqual(want));
});
