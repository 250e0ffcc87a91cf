import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { FormMode } from '../field-widgets.js';
import { useSchemaValidate } from '../useSchemaValidate.js';
import { cardCreateDefaults, cardInput, cardModel } from './card-fields.js';
import { RuleSetTagInput } from './RuleSetTagInput.js';
import { SamplingInputs } from './SamplingInputs.js';

/**
 * The card form: the rule set before the tag it offers, the sampling fields the chart asks for, then the
 * scale, K, the alert and the revisions as a nested list; validated like the API (its card rules answer on save).
 */
export function CardInputs({ mode }: { mode: FormMode }) {
  const validate = useSchemaValidate(cardModel, mode);
  const defaultValues = useMemo(() => (mode === 'create' ? cardCreateDefaults : undefined), [mode]);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} noValidate>
      {cardInput('code', mode)}
      {cardInput('description', mode)}
      {cardInput('id_rule_set', mode)}
      <RuleSetTagInput />
      <SamplingInputs mode={mode} />
      {cardInput('scale_min', mode)}
      {cardInput('scale_max', mode)}
      {cardInput('k_factor', mode)}
      {cardInput('id_alerta', mode)}
      {cardInput('revisions', mode)}
      {cardInput('active', mode)}
    </SimpleForm>
  );
}
