import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { TagInputs } from './TagInputs.js';

export function TagCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <TagInputs mode="create" />
    </Create>
  );
}
