import { describe, expect, it } from 'vitest';
import { foldText } from './folded-text.js';

describe('foldText', () => {
  it.each([
    ['ASCII letters in lower case', 'PSI', 'psi'],
    ['spaces at either end dropped', '  Psi ', 'psi'],
    ['inner spaces kept', 'Tag  A', 'tag  a'],
    ['tabs kept, as SQL trim keeps them', '\tPSI', '\tpsi'],
    ['other letters as written', 'ÇÃO Área', 'ÇÃo Área'],
  ])('%s', (_name, given, want) => {
    expect(foldText(given)).toBe(want);
  });
});
