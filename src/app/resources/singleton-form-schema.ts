import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EntityModel, FieldModel } from '../../domain/entities/entity-model.js';
import { enumLabel } from './resource-names.js';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const editable = (field: FieldModel) => !field.readOnly && !field.scoped;

/**
 * A singleton entity's form for SchemaForm: its writable properties as the schema gives them
 * (so the form validates like the API), titled with the schema's translations; S/N flags and
 * other choices show their translated names.
 */
export function singletonFormSchema(model: EntityModel, translate: Translate): { schema: RJSFSchema; uiSchema: UiSchema } {
  const source = (model.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const fields = model.fields.filter(editable);
  const properties: Record<string, unknown> = {};
  const uiSchema: UiSchema = { 'ui:order': fields.map((field) => field.name) };
  for (const field of fields) {
    properties[field.name] = { ...source[field.name], title: translate(field.label) };
    if (field.kind === 'flag' || field.kind === 'bit') {
      uiSchema[field.name] = {
        'ui:widget': 'radio',
        'ui:options': { inline: true },
        'ui:enumNames': [translate('ra.boolean.true'), translate('ra.boolean.false')],
      };
    } else if (field.enum) {
      uiSchema[field.name] = { 'ui:enumNames': field.enum.map((value) => translate(enumLabel(field.label, field.name, value))) };
    }
  }
  const required = ((model.schema.required ?? []) as string[]).filter((name) => name in properties);
  return { schema: { type: 'object', properties, required } as RJSFSchema, uiSchema };
}
