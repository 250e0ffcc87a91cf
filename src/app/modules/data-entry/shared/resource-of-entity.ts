import { resourceEndpoints } from '../../../../generated/data-provider-map.js';

/**
 * The react-admin resource name (the route) of an entity, looked up at run time so a page keeps
 * working, without that part, while an entity is not generated yet.
 */
export function resourceOfEntity(entity: string): string | undefined {
  return Object.entries(resourceEndpoints).find(([, endpoint]) => endpoint.entity === entity)?.[0];
}
