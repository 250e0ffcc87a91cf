import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { FormMode } from '../field-widgets.js';
import { useSchemaValidate } from '../useSchemaValidate.js';
import { GoalBoundsInputs } from './GoalBoundsInputs.js';
import { goalCreateDefaults, goalInput, goalModel } from './goal-fields.js';

/** The goal form: the tag, the kind with only its own bounds, the mode and the period. */
export function TagGoalInputs({ mode }: { mode: FormMode }) {
  const validate = useSchemaValidate(goalModel, mode);
  const defaultValues = useMemo(() => (mode === 'create' ? goalCreateDefaults : undefined), [mode]);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} noValidate>
      {goalInput('id_tag', mode)}
      {goalInput('goal_kind', mode)}
      <GoalBoundsInputs mode={mode} />
      {(['mode', 'period_start', 'period_end'] as const).map((name) => goalInput(name, mode))}
    </SimpleForm>
  );
}
