import type { EntityModel, FieldModel } from '../../src/domain/entities/entity-model.js';
import { locales, type SchemaSource } from './load.js';

/** The message keys an entity needs in every locale. */
export function requiredKeys(model: EntityModel): string[] {
  const base = `resources.${model.name}`;
  return [`${base}.name`, ...model.fields.flatMap((field) => fieldKeys(field, base))];
}

function fieldKeys(field: FieldModel, base: string): string[] {
  const own = [field.label];
  const enums = field.kind === 'enum' ? field.enum!.map((value) => `${base}.enums.${field.name}.${value}`) : [];
  const items = field.items?.flatMap((item) => fieldKeys(item, base)) ?? [];
  return [...own, ...enums, ...items];
}

/** A nested field's own label lives under `_`, so its sub-fields can sit beside it (see normalise). */
export function messagesOf(source: SchemaSource, locale: (typeof locales)[number]): object {
  return source.translations[locale] ?? {};
}

export function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as any)[part] : undefined), tree);
}

/** Stage 3: every locale carries every key; throws naming each missing one. */
export function checkTranslations(models: readonly EntityModel[], sources: readonly SchemaSource[]): void {
  const missing: string[] = [];
  for (const model of models) {
    const source = sources.find((s) => s.schema.$id === model.id)!;
    for (const locale of locales) {
      const tree = { resources: { [model.name]: messagesOf(source, locale) } };
      for (const key of requiredKeys(model)) {
        if (typeof lookup(tree, key) !== 'string') missing.push(`${source.file} ${locale}: ${key}`);
      }
    }
  }
  if (missing.length) throw new Error(`missing translations:\n${missing.join('\n')}`);
}
