import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { Form } from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useLocale, useTranslate } from 'react-admin';
import { schemaFormValidator } from './schema-form-validator.js';
import { localiseSchema, type SchemaTranslations } from './schema-translations.js';
import { translatedErrors } from './translate-errors.js';
import { translatedStrings } from './translate-strings.js';

export type FormValue = Record<string, unknown>;

export interface SchemaFormProps {
  /** A JSON Schema (draft 2020-12) known only at run time; titles are labels, already translated unless `i18n` gives them. */
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** The schema's own translations per locale (`fields`, `enums`), the shape of `schemas/*.i18n.json`. */
  i18n?: SchemaTranslations;
  value: FormValue;
  onChange: (value: FormValue) => void;
  /** Called with the typed value only when it is valid. */
  onSubmit: (value: FormValue) => void;
  /** Called whenever the value turns valid or invalid, and once at first render. */
  onValidityChange?: (valid: boolean) => void;
  /** The server's field errors (a 400's `fields`, translated), by field path ('code', 'shifts.0.start'), shown under their inputs. */
  fieldErrors?: Record<string, string>;
  disabled?: boolean;
  /** i18n key (or text) of the submit button; default `ra.action.save`. */
  submitLabel?: string;
  /** Shown beside the submit button. */
  actions?: ReactNode;
}

/**
 * A form built from a runtime JSON Schema (@rjsf/mui), validated by our Ajv setup, with every
 * error message in the user's language. Errors show once a submit was tried, then as one types.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { schema, uiSchema, i18n, value, onChange, onSubmit, onValidityChange, fieldErrors, disabled, submitLabel, actions } = props;
  const translate = useTranslate();
  const locale = useLocale();
  const [tried, setTried] = useState(false);
  const localised = useMemo(() => localiseSchema(schema, withCompactRoot(uiSchema), i18n?.[locale]), [schema, uiSchema, i18n, locale]);
  const transformErrors = useMemo(() => translatedErrors(translate), [translate]);
  const translateString = useMemo(() => translatedStrings(translate), [translate]);
  const extraErrors = useMemo(() => serverErrorSchema(fieldErrors), [fieldErrors]);
  const valid = useMemo(() => schemaFormValidator.isValid(schema, value, schema), [schema, value]);
  useEffect(() => {
    onValidityChange?.(valid);
  }, [valid, onValidityChange]);
  return (
    <Form
      schema={localised.schema}
      uiSchema={localised.uiSchema}
      formData={value}
      validator={schemaFormValidator}
      transformErrors={transformErrors}
      translateString={translateString}
      extraErrors={extraErrors}
      liveValidate={tried ? 'onChange' : undefined}
      showErrorList={false}
      noHtml5Validate
      disabled={disabled}
      onChange={(event) => onChange(event.formData as FormValue)}
      onError={() => setTried(true)}
      onSubmit={(event) => onSubmit(event.formData as FormValue)}
    >
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={disabled}>
          {translate(submitLabel ?? 'ra.action.save', { _: submitLabel })}
        </Button>
        {actions}
      </Stack>
    </Form>
  );
}

/** `{ 'shifts.0.start': message }` as rjsf's `{ shifts: { 0: { start: { __errors: [message] } } } }`. */
function serverErrorSchema(fieldErrors: Record<string, string> | undefined) {
  if (!fieldErrors) return undefined;
  const schema: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (path === '_') continue;
    let node = schema;
    for (const part of path.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [message];
  }
  return schema as ErrorSchema;
}

/** The root's fields as close together as the compact theme's other forms, unless the caller lays them out. */
function withCompactRoot(uiSchema: UiSchema | undefined): UiSchema {
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  if (options.mui) return uiSchema ?? {};
  const mui = { rjsfSlotProps: { objectGridContainer: { spacing: 1, sx: { mt: 0 } }, objectGridItem: { sx: { mb: 0 } } } };
  return { ...uiSchema, 'ui:options': { ...options, mui } };
}
