import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import { literal, tsModule, type Output } from '../lib/output.js';

export function emitEntities(models: readonly EntityModel[]): Output[] {
  const byName = Object.fromEntries(models.map((model) => [model.name, model]));
  const body = `import type { EntityModel } from '../domain/entities/entity-model.js';

export const entities = ${literal(byName)} satisfies Record<string, EntityModel>;

export type EntityName = keyof typeof entities;

/** Referenced entities come first. */
export const entityList: readonly EntityModel[] = [
${models.map((model) => `  entities[${JSON.stringify(model.name)}],`).join('\n')}
];
`;
  return [{ path: 'entities.ts', contents: tsModule(body) }];
}
