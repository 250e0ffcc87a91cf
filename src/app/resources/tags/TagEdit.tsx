import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { TagInputs } from './TagInputs.js';

/** Pessimistic, so the server's refusals (a formula, a limit) land under the inputs before leaving the page. */
export function TagEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <TagInputs mode="update" />
    </Edit>
  );
}
