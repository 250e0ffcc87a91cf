import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { resourceEndpoints } from '../../generated/data-provider-map.js';
import { entities } from '../../generated/entities.js';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { apiUrl } from '../config/branding.js';
import { withActivityLog } from '../modules/activity-log/with-activity-log.js';
import { withUnitDataRefresh } from '../unit-data/with-unit-data-refresh.js';
import { createHttpClient } from './http-client.js';
import { fetchListPage } from './list-page.js';
import { toPayload, toUpdatePayload, withId, type ApiRecord } from './record-mapping.js';
import type { Translate } from './api-error.js';

function endpointOf(resource: string) {
  const endpoint = resourceEndpoints[resource];
  if (!endpoint) throw new Error(`unknown resource ${resource}`);
  const model = (entities as Record<string, EntityModel>)[endpoint.entity]!;
  return { ...endpoint, model };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- react-admin's generic record types cannot be proven from JSON: the records are typed at this boundary as `any`, and typed-data-provider.ts gives callers the generated types. */
const rows = (data: unknown, key: string): any[] => (Array.isArray(data) ? data.map((row) => withId(row, key)) : []);

/**
 * ra-data-simple-rest over the API: react-admin resource names (routes) become API paths,
 * `id` is added from the key on the way in and dropped (with read-only fields) on the way out;
 * writes are logged to the activity log, and writes of what the unit caches hold reload them.
 */
export function createDataProvider(translate: Translate): DataProvider {
  // react-admin hands the data provider's 401s to authProvider.checkError itself: the client need not.
  const http = createHttpClient(translate, { endSessionOn401: false });
  const base = simpleRestProvider(apiUrl(''), http);
  return withUnitDataRefresh(
    withActivityLog({
      getList: async (resource, params) => {
        const { path, key } = endpointOf(resource);
        // A large list's total may be capped (list-page.ts): react-admin then pages without it.
        const result = await fetchListPage(http, apiUrl(''), path, params);
        return { ...result, data: rows(result.data, key) };
      },
      getOne: async (resource, params) => {
        const { path, key } = endpointOf(resource);
        const result = await base.getOne(path, params);
        return { data: withId(result.data, key) as any };
      },
      getMany: async (resource, params) => {
        const { path, key } = endpointOf(resource);
        const result = await base.getMany(path, params);
        return { data: rows(result.data, key) };
      },
      getManyReference: async (resource, params) => {
        const { path, key } = endpointOf(resource);
        const result = await base.getManyReference(path, params);
        return { ...result, data: rows(result.data, key) };
      },
      create: async (resource, params) => {
        const { path, key, model } = endpointOf(resource);
        const result = await base.create(path, { ...params, data: toPayload(model, params.data as ApiRecord, 'create') });
        return { data: withId(result.data, key) as any };
      },
      update: async (resource, params) => {
        const { path, key, model } = endpointOf(resource);
        const result = await base.update(path, { ...params, data: toUpdatePayload(model, params.data as ApiRecord) });
        return { data: withId(result.data ?? { ...params.previousData, ...params.data }, key) as any };
      },
      updateMany: async (resource, params) => {
        const { path, model } = endpointOf(resource);
        await base.updateMany(path, { ...params, data: toPayload(model, params.data as ApiRecord, 'update') });
        return { data: params.ids as Identifier[] };
      },
      delete: async (resource, params) => {
        const { path, key } = endpointOf(resource);
        const result = await base.delete(path, params);
        return { data: (result.data ? withId(result.data, key) : params.previousData) as any };
      },
      deleteMany: async (resource, params) => {
        const { path } = endpointOf(resource);
        await base.deleteMany(path, params);
        return { data: params.ids as Identifier[] };
      },
    }),
  );
}
