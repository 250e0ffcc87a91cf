import { Show, SimpleShowLayout } from 'react-admin';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { keyed, widgetOf } from './field-widgets.js';

export function SchemaShow({ model }: { model: EntityModel }) {
  return (
    <Show>
      <SimpleShowLayout>{model.fields.map((field) => keyed(widgetOf(field).display(), field.name))}</SimpleShowLayout>
    </Show>
  );
}
