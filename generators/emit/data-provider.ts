import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import { literal, tsModule, type Output } from '../lib/output.js';

/**
 * react-admin resource names are the routes without the leading slash, so lists live at the spec's
 * paths; a data-only resource (no route) is known by its name.
 */
export function raResourceName(model: EntityModel): string {
  return model.route?.slice(1) ?? model.name;
}

export function emitDataProviderMap(models: readonly EntityModel[]): Output[] {
  const map = Object.fromEntries(
    models.map((model) => [raResourceName(model), { entity: model.name, path: model.api, key: model.key }]),
  );
  const body = `export interface ResourceEndpoint {
  entity: string;
  path: string;
  key: string;
}

/** react-admin resource name -> API path below the product, and the key that becomes \`id\`. */
export const resourceEndpoints: Record<string, ResourceEndpoint> = ${literal(map)};
`;
  return [{ path: 'data-provider-map.ts', contents: tsModule(body) }];
}
