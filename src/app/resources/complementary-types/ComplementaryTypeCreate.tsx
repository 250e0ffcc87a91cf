import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { ComplementaryTypeInputs } from './ComplementaryTypeInputs.js';

export function ComplementaryTypeCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <ComplementaryTypeInputs mode="create" />
    </Create>
  );
}
