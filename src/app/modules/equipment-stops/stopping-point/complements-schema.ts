import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { ComplementaryType, Frame } from '../../../../generated/types.js';

/** The server's longest text complement (stop-input-rules.ts). */
const MAX_TEXT = 500;

function propertyOf(type: ComplementaryType): RJSFSchema {
  const title = type.description;
  switch (type.field_type) {
    case 'number':
      return { type: 'number', title };
    case 'choice':
      return { type: 'string', title, enum: type.options ?? [] };
    case 'date':
      return { type: 'string', title, format: 'date' };
    case 'text':
      return { type: 'string', title, maxLength: MAX_TEXT };
  }
}

/** The frame's active complementary types, in the frame's order. */
export function frameComplementaryTypes(frame: Pick<Frame, 'complementary_types'> | undefined, types: readonly ComplementaryType[]): ComplementaryType[] {
  const byId = new Map(types.map((type) => [Number(type.id_complementary_type), type]));
  return (frame?.complementary_types ?? []).map((id) => byId.get(id)).filter((type): type is ComplementaryType => !!type && type.active !== false);
}

/** A form of a stop's complementary fields, one property per type keyed by its id (the stop's `complements` keys). */
export function complementsSchema(types: readonly ComplementaryType[]): RJSFSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(types.map((type) => [String(type.id_complementary_type), propertyOf(type)])),
    required: types.filter((type) => type.required).map((type) => String(type.id_complementary_type)),
  };
}

/** The form's value as the stop's complements: blank fields left out, as the server drops them. */
export function complementsOf(value: Record<string, unknown>): StopView['complements'] {
  const complements: StopView['complements'] = {};
  for (const [id, entry] of Object.entries(value)) {
    if (typeof entry === 'number' || (typeof entry === 'string' && entry.trim() !== '')) complements[id] = entry;
  }
  return complements;
}

/** The comment's key in the stop forms: not a complementary type id, which are numbers. */
export const COMMENT_FIELD = 'comment';

/**
 * The form of a stop's complementary fields and its comment, in the frame's order with the comment last
 * (integer-like keys would otherwise come first, by number).
 */
export function stopFormSchema(types: readonly ComplementaryType[], commentTitle: string): { schema: RJSFSchema; uiSchema: UiSchema } {
  const complements = complementsSchema(types);
  return {
    schema: { ...complements, properties: { ...complements.properties, [COMMENT_FIELD]: { type: 'string', title: commentTitle, maxLength: MAX_TEXT } } },
    uiSchema: {
      'ui:order': [...types.map((type) => String(type.id_complementary_type)), COMMENT_FIELD],
      [COMMENT_FIELD]: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    },
  };
}

/** The form's value split into the stop's comment (null when blank) and complements. */
export function stopFormValue(value: Record<string, unknown>): { comment: string | null; complements: StopView['complements'] } {
  const { [COMMENT_FIELD]: comment, ...rest } = value;
  return { comment: typeof comment === 'string' && comment.trim() ? comment.trim() : null, complements: complementsOf(rest) };
}
