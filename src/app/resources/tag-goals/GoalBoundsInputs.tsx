import { useWatch } from 'react-hook-form';
import type { FormMode } from '../field-widgets.js';
import { goalInput } from './goal-fields.js';

/** A single goal takes a value; a range goal its lower and upper bounds. */
export function GoalBoundsInputs({ mode }: { mode: FormMode }) {
  const kind = useWatch({ name: 'goal_kind' });
  return <>{(kind === 'range' ? (['lower', 'upper'] as const) : (['value'] as const)).map((name) => goalInput(name, mode))}</>;
}
