import { useMemo, type ReactElement } from 'react';
import { Labeled, SimpleForm } from 'react-admin';
import type { EntityModel, FieldModel } from '../../domain/entities/entity-model.js';
import { keyed, widgetOf, type FormMode } from './field-widgets.js';
import { useSchemaValidate } from './useSchemaValidate.js';

/** Per-field changes an override may make to the generated form. */
export type FieldOverrides = Partial<Record<string, { helperText?: string; hidden?: boolean }>>;

export interface SchemaInputsProps {
  model: EntityModel;
  mode: FormMode;
  overrides?: FieldOverrides;
}

function defaultsOf(model: EntityModel): Record<string, unknown> {
  return Object.fromEntries(model.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));
}

function inputOf(field: FieldModel, { mode, overrides }: SchemaInputsProps): ReactElement | null {
  const override = overrides?.[field.name];
  if (override?.hidden) return null;
  if (field.readOnly) {
    // Keys and scope columns are set by the server: shown on edit, never editable.
    const display = mode === 'update' ? widgetOf(field).display() : null;
    return (
      display && (
        <Labeled key={field.name} label={field.label}>
          {display}
        </Labeled>
      )
    );
  }
  return keyed(widgetOf(field).input({ mode, helperText: override?.helperText }), field.name);
}

/** The form shared by create and edit, validated by the API's own validator. */
export function SchemaInputs(props: SchemaInputsProps) {
  const { model, mode } = props;
  const validate = useSchemaValidate(model, mode);
  const defaultValues = useMemo(() => (mode === 'create' ? defaultsOf(model) : undefined), [model, mode]);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} noValidate>
      {model.fields.map((field) => inputOf(field, props))}
    </SimpleForm>
  );
}
