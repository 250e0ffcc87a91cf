import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { RuleSetInputs } from './RuleSetInputs.js';

/** Pessimistic, so a refusal (a tag a card still charts) lands under the tags before leaving the page. */
export function RuleSetEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <RuleSetInputs mode="update" />
    </Edit>
  );
}
