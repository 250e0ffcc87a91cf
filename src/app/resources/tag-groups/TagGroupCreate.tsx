import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { TagGroupInputs } from './TagGroupInputs.js';

export function TagGroupCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <TagGroupInputs mode="create" />
    </Create>
  );
}
