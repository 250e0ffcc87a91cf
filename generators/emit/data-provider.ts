import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import { literal, tsModule, type Output } from '../lib/output.js';

/**
 * react-admin resource names are the routes without the leading slash, so lists live at the spec's
 * paths; a data-only resource (no route) is known by its name.
 */
export function raResourceName(model: EntityModel): string {
  return model.route?.slice(1) ?? model.name;
}

/**
 * The data provider's map (resource name -> API path and key) and its types: the record type of
 * each resource name, so the typed data provider answers `Tag` records for `settings/tags`.
 */
export function emitDataProviderMap(models: readonly EntityModel[]): Output[] {
  const map = Object.fromEntries(models.map((model) => [raResourceName(model), { entity: model.name, path: model.api, key: model.key }]));
  const names = Object.fromEntries(models.map((model) => [model.name, raResourceName(model)]));
  const records = models.map((model) => `  ${JSON.stringify(raResourceName(model))}: EntityRecords[${JSON.stringify(model.name)}];`).join('\n');
  const body = `import type { EntityRecords } from './types.js';

export interface ResourceEndpoint {
  entity: string;
  path: string;
  key: string;
}

/** react-admin resource name -> API path below the product, and the key that becomes \`id\`. */
export const resourceEndpoints: Record<string, ResourceEndpoint> = ${literal(map)};

/** Entity name -> react-admin resource name, as literal types (\`resourceNames.tags\` is \`'settings/tags'\`). */
export const resourceNames = ${literal(names)} as const;

/** Record type of each react-admin resource, by resource name. */
export interface ResourceRecords {
${records}
}
`;
  return [{ path: 'data-provider-map.ts', contents: tsModule(body) }];
}
