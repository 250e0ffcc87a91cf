import { useCallback, useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { FormMode } from '../field-widgets.js';
import { useSchemaValidate } from '../useSchemaValidate.js';
import { complementaryTypeCreateDefaults, complementaryTypeInput, complementaryTypeModel } from './complementary-type-fields.js';
import { choiceErrorsOnList, type FormErrors } from './choice-errors.js';
import { OptionsInput } from './OptionsInput.js';

/** The generated form's fields, with the choices shown only for a choice field. */
export function ComplementaryTypeInputs({ mode }: { mode: FormMode }) {
  const schemaValidate = useSchemaValidate(complementaryTypeModel, mode);
  const validate = useCallback((values: FormErrors) => choiceErrorsOnList(schemaValidate(values)), [schemaValidate]);
  const defaultValues = useMemo(() => (mode === 'create' ? complementaryTypeCreateDefaults : undefined), [mode]);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} noValidate>
      {complementaryTypeInput('code', mode)}
      {complementaryTypeInput('description', mode)}
      {complementaryTypeInput('field_type', mode)}
      <OptionsInput />
      {complementaryTypeInput('required', mode)}
      {complementaryTypeInput('active', mode)}
    </SimpleForm>
  );
}
