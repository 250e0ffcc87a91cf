import { describe, expect, it } from 'vitest';
import { browserLocale } from './locales.js';

describe('browserLocale', () => {
  it.each([
    [['pt-BR', 'en'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['es'], 'es-ES'],
    [['fr-FR', 'es-MX'], 'es-ES'],
    [['de-DE', 'fr'], 'en-US'],
    [[], 'en-US'],
  ])('%j -> %s', (languages, want) => {
    expect(browserLocale(languages)).toBe(want);
  });
});
