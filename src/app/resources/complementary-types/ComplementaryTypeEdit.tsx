import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { ComplementaryTypeInputs } from './ComplementaryTypeInputs.js';

/** Pessimistic, so the server's field errors (a repeated code) land under the inputs. */
export function ComplementaryTypeEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <ComplementaryTypeInputs mode="update" />
    </Edit>
  );
}
