import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { RuleSetInputs } from './RuleSetInputs.js';

export function RuleSetCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <RuleSetInputs mode="create" />
    </Create>
  );
}
