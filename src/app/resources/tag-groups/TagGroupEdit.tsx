import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { TagGroupInputs } from './TagGroupInputs.js';

/** Pessimistic, so the server's refusals (a rule, a tag with alarms) show before leaving the page. */
export function TagGroupEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <TagGroupInputs mode="update" />
    </Edit>
  );
}
