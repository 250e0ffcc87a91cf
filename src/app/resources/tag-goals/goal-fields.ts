import type { ReactElement } from 'react';
import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';

export const goalModel = entities['tag-goals'];

export function goalInput(name: EntityField<'tag-goals'>, mode: FormMode): ReactElement | null {
  const field = goalModel.fields.find((f) => f.name === name);
  if (!field) throw new Error(`tag-goals has no field ${name}`);
  return keyed(widgetOf(field).input({ mode }), name);
}

export const goalCreateDefaults = Object.fromEntries(goalModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));
