import type { ReactElement } from 'react';
import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';

export const motiveModel = entities.motives;

/** What a group's page edits of each motive; the group itself is the page's. */
export const motiveFormFields = ['code', 'description', 'color', 'loss_category', 'active'] as const satisfies readonly EntityField<'motives'>[];

function fieldOf(name: EntityField<'motives'>) {
  const field = motiveModel.fields.find((f) => f.name === name);
  if (!field) throw new Error(`motives has no field ${name}`);
  return field;
}

export function motiveInput(name: EntityField<'motives'>, mode: FormMode): ReactElement | null {
  return keyed(widgetOf(fieldOf(name)).input({ mode }), name);
}

export function motiveDisplay(name: EntityField<'motives'>): ReactElement | null {
  return keyed(widgetOf(fieldOf(name)).display(), name);
}

export const motiveCreateDefaults = Object.fromEntries(
  motiveModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]),
);
