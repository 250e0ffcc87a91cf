import { useState } from 'react';
import { HttpError, useCreate, useGetList, useNotify, useUpdate, type RaRecord } from 'react-admin';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { resourceNameOf } from './resource-names.js';

/**
 * The one record of a singleton entity in the signed user's scope (none before its first save),
 * and `save`, which creates it the first time and updates it afterwards. A refused save leaves
 * the server's translated field errors in `fieldErrors` and its message as the notification.
 */
export function useSingletonRecord(model: EntityModel) {
  const resource = resourceNameOf(model);
  const notify = useNotify();
  const list = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: model.key, order: 'ASC' } });
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const record: RaRecord | undefined = list.data?.[0];

  async function save(values: Record<string, unknown>) {
    setFieldErrors(undefined);
    try {
      if (record) await update(resource, { id: record.id, data: values, previousData: record }, { returnPromise: true });
      else await create(resource, { data: values }, { returnPromise: true });
      notify(record ? 'global.success.messages.update' : 'global.success.messages.save', { type: 'success' });
      await list.refetch();
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (errors && Object.keys(errors).length) setFieldErrors(errors);
      notify(error instanceof Error ? error.message : 'global.error.messages.saveError', { type: 'error' });
      // Someone else saved the scope's first record meanwhile (409): load it, so the next save updates it.
      if (error instanceof HttpError && error.status === 409) await list.refetch();
    }
  }

  return { record, isPending: list.isPending, loadError: list.error, refetch: list.refetch, save, saving: created.isPending || updated.isPending, fieldErrors };
}
