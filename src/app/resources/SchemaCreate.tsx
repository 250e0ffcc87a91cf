import { Create } from 'react-admin';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { SchemaInputs, type FieldOverrides } from './SchemaInputs.js';
import { useSaveFeedback } from './useSaveFeedback.js';

export function SchemaCreate({ model, overrides }: { model: EntityModel; overrides?: FieldOverrides }) {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <SchemaInputs model={model} mode="create" overrides={overrides} />
    </Create>
  );
}
