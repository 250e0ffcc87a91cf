import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/app/i18n/catalogues.js';
import { schemaMessageKeys } from '../../src/generated/i18n-keys.js';

/** Every leaf of a message tree as 'a.b.c' -> text. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof tree === 'string') return result.set(prefix, tree);
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) result.set(path, text);
    }
  }
  return result;
}

const english = leaves(catalogues['en-US']);
const others = ['pt-BR', 'es-ES'] as const;

// Keys whose text is rightly the same in all three languages (names, symbols, loanwords).
const sameEverywhere =
  /(^ra\.navigation\.page_rows_per_page$)|(\.tags$)|(^app\.footer$)|(^menu\.groups\.(general|tags)$)|(\.(id|login|ID|email|symbol|code)$)/i;

describe('translations are complete', () => {
  it('has schema keys in the en-US catalogue', () => {
    const missing = schemaMessageKeys.filter((key) => !english.has(key) && !english.has(`${key}_one`));
    expect(missing).toEqual([]);
  });

  for (const locale of others) {
    const translated = leaves(catalogues[locale]);

    it(`${locale} has every en-US key (react-admin, app, schemas)`, () => {
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      expect(missing).toEqual([]);
    });

    it(`${locale} has every schema key`, () => {
      const missing = schemaMessageKeys.filter((key) => !translated.has(key));
      expect(missing).toEqual([]);
    });

    it(`${locale} keeps the %{placeholders} of en-US`, () => {
      const broken = [...english].filter(([key, text]) => {
        const wanted = (text.match(/%\{\w+\}/g) ?? []).sort().join();
        return wanted !== ((translated.get(key) ?? '').match(/%\{\w+\}/g) ?? []).sort().join();
      });
      expect(broken.map(([key]) => key)).toEqual([]);
    });

    it(`${locale} is not left in English`, () => {
      const sample = [
        'auth.signin.typeUser',
        'auth.signin.typePassword',
        'auth.signin.failure',
        'global.error.messages.serverError',
        'global.error.messages.deleteConflict',
        'global.labels.requiredField',
        'global.labels.maxLengthExceeded',
        'global.labels.validatePassword.upperCase',
        'validation.minLength',
        'validation.format.hourMinute',
        'ra.action.save',
        'ra.action.delete',
        'ra.page.create',
        'ra.notification.updated',
        'ra.auth.logout',
        'resources.users.fields.usu_nome',
        'resources.users.name',
      ];
      const untranslated = sample.filter((key) => translated.get(key) === english.get(key));
      expect(untranslated).toEqual([]);
      const share = [...english].filter(([key, text]) => !sameEverywhere.test(key) && text.length > 3 && translated.get(key) === text);
      // Identical texts are allowed only as rare exceptions (proper names, technical words).
      expect(share.length / english.size).toBeLessThan(0.05);
    });
  }
});
