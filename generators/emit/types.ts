import { compile } from 'json-schema-to-typescript';
import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import { tsModule, type Output } from '../lib/output.js';

export function typeName(model: EntityModel): string {
  const base = model.id.split('/').pop()!;
  return base.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
}

/** Drops the vendor keywords and the i18n title so the emitted names come from the schema's $id. */
function plainSchema(model: EntityModel): Record<string, unknown> {
  const { $id: _id, title: _title, ...rest } = model.schema;
  return JSON.parse(JSON.stringify({ ...rest, title: typeName(model), additionalProperties: false }), (key, value) =>
    key.startsWith('x-') ? undefined : value,
  );
}

export async function emitTypes(models: readonly EntityModel[]): Promise<Output[]> {
  const parts = await Promise.all(
    models.map((model) => compile(plainSchema(model) as never, typeName(model), { bannerComment: '', format: true, additionalProperties: false })),
  );
  const names = models.map((model) => `  ${JSON.stringify(model.name)}: ${typeName(model)};`).join('\n');
  const body = `${parts.join('\n').trim()}\n\n/** Record type of each resource, by resource name. */\nexport interface EntityRecords {\n${names}\n}\n`;
  return [{ path: 'types.ts', contents: tsModule(body) }];
}
