import type { ReactElement } from 'react';
import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';

export const frameModel = entities.frames;

/** The generated input of one frame field. */
export function frameInput(name: EntityField<'frames'>, mode: FormMode): ReactElement | null {
  const field = frameModel.fields.find((f) => f.name === name);
  if (!field) throw new Error(`frames has no field ${name}`);
  return keyed(widgetOf(field).input({ mode }), name);
}

/** The frame form's sections (business-modules section 4, event settings) and their fields. */
export const frameSections = {
  identity: ['code', 'description', 'status', 'active', 'related_frames'],
  detection: ['insertion'],
  /** Shown only for automatic insertion: a manual frame detects nothing. */
  automaticDetection: ['id_tag_state', 'stop_condition', 'stop_value', 'min_duration_sec', 'min_interval_sec', 'execution_interval_min'],
  motives: ['motive_required', 'motive_groups', 'motives', 'complementary_types'],
  people: ['recorders', 'recorder_groups', 'approvers', 'approver_groups', 'annulment_allowed', 'annullers', 'annuller_groups'],
  integration: ['integration_url'],
} as const satisfies Record<string, readonly EntityField<'frames'>[]>;

export const frameCreateDefaults = Object.fromEntries(frameModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));
