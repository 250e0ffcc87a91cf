import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { TagGoalInputs } from './TagGoalInputs.js';

/** Pessimistic, so an overlapping period (409) shows under its input. */
export function TagGoalEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <TagGoalInputs mode="update" />
    </Edit>
  );
}
