import type { ReactElement } from 'react';
import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';

export const complementaryTypeModel = entities['complementary-types'];

export function complementaryTypeField(name: EntityField<'complementary-types'>) {
  const field = complementaryTypeModel.fields.find((f) => f.name === name);
  if (!field) throw new Error(`complementary-types has no field ${name}`);
  return field;
}

export function complementaryTypeInput(name: EntityField<'complementary-types'>, mode: FormMode): ReactElement | null {
  return keyed(widgetOf(complementaryTypeField(name)).input({ mode }), name);
}

export const complementaryTypeCreateDefaults = Object.fromEntries(
  complementaryTypeModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]),
);
