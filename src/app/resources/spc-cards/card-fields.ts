import type { ReactElement } from 'react';
import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';

export const cardModel = entities['spc-cards'];

/** The generated input of one card field. */
export function cardInput(name: EntityField<'spc-cards'>, mode: FormMode): ReactElement | null {
  const field = cardModel.fields.find((f) => f.name === name);
  if (!field) throw new Error(`spc-cards has no field ${name}`);
  return keyed(widgetOf(field).input({ mode }), name);
}

/** Which sampling fields a chart asks for (the server's rules, src/server/modules/spc/card-rules.ts). */
export function samplingFieldsOf(chart: string | undefined, sampling: string | undefined) {
  return {
    subgroupSize: (chart === 'xbar-r' || chart === 'xbar-s') && sampling === 'subgroup',
    sampleSize: chart === 'p' || chart === 'np' || chart === 'u',
  };
}

export const cardCreateDefaults = Object.fromEntries(cardModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));
