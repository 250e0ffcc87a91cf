import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import { requiredKeys } from '../lib/i18n-keys.js';
import { locales, type SchemaSource } from '../lib/load.js';
import { literal, tsModule, type Output } from '../lib/output.js';

export function emitI18n(models: readonly EntityModel[], sources: readonly SchemaSource[]): Output[] {
  const keys = models.flatMap(requiredKeys);
  const messages = Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(models.map((model) => [model.name, sources.find((s) => s.schema.$id === model.id)!.translations[locale]])),
    ]),
  );
  return [
    {
      path: 'i18n-keys.ts',
      contents: tsModule(`/** Every message key the schemas need, in each locale. */\nexport const schemaMessageKeys: readonly string[] = ${literal(keys)};\n`),
    },
    {
      path: 'schema-messages.ts',
      contents: tsModule(
        `/** The schemas' translations, merged under \`resources\` by src/app/i18n. */\nexport const schemaMessages = ${literal(messages)};\n`,
      ),
    },
  ];
}
