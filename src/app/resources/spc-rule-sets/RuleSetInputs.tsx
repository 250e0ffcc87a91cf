import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';
import { useSchemaValidate } from '../useSchemaValidate.js';
import { RulesInput } from './RulesInput.js';
import { ruleSetModel } from './rule-set-fields.js';

const defaults = Object.fromEntries(ruleSetModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));

/** The rule set form: the generated inputs, with the rules as checkboxes named after the rules. */
export function RuleSetInputs({ mode }: { mode: FormMode }) {
  const validate = useSchemaValidate(ruleSetModel, mode);
  const defaultValues = useMemo(() => (mode === 'create' ? defaults : undefined), [mode]);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} noValidate>
      {ruleSetModel.fields
        .filter((field) => !field.readOnly)
        .map((field) => (field.name === 'rules' ? <RulesInput key={field.name} /> : keyed(widgetOf(field).input({ mode }), field.name)))}
    </SimpleForm>
  );
}
