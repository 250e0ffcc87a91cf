import type { ReactElement } from 'react';
import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';

export const tagModel = entities.tags;

/** The generated input of one tag field. */
export function tagInput(name: EntityField<'tags'>, mode: FormMode): ReactElement | null {
  const field = tagModel.fields.find((f) => f.name === name);
  if (!field) throw new Error(`tags has no field ${name}`);
  return keyed(widgetOf(field).input({ mode }), name);
}

/** The form's sections and their fields, in the order of business-modules section 3. */
export const tagSections = {
  identity: ['code', 'description', 'tag_type', 'id_unit_measurement'],
  dataInput: ['data_input', 'conversion_interval', 'interpolation_tag'],
  calculation: ['aggregation'],
  limits: ['filter_low', 'filter_high', 'spec_low', 'spec_high', 'action_low', 'action_high', 'valid_low', 'valid_high', 'decimals', 'tolerance'],
  consolidation: ['consolidate_hour', 'consolidate_day', 'consolidate_shift', 'consolidate_week', 'consolidate_month'],
  other: ['general_exhibition', 'active'],
} as const satisfies Record<string, readonly EntityField<'tags'>[]>;
