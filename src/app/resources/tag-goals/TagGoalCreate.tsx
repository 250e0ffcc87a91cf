import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { TagGoalInputs } from './TagGoalInputs.js';

export function TagGoalCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <TagGoalInputs mode="create" />
    </Create>
  );
}
