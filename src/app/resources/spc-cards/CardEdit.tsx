import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { CardInputs } from './CardInputs.js';

/** Pessimistic, so the card rules' refusals (per field and per revision) land under the inputs before leaving the page. */
export function CardEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <CardInputs mode="update" />
    </Edit>
  );
}
