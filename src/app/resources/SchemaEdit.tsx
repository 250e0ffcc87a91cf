import { Edit } from 'react-admin';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { SchemaInputs, type FieldOverrides } from './SchemaInputs.js';
import { useSaveFeedback } from './useSaveFeedback.js';

/** Pessimistic, so the server's field errors (400, 409) land under the inputs and delete is confirmed. */
export function SchemaEdit({ model, overrides }: { model: EntityModel; overrides?: FieldOverrides }) {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SchemaInputs model={model} mode="update" overrides={overrides} />
    </Edit>
  );
}
