import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { CardInputs } from './CardInputs.js';

export function CardCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <CardInputs mode="create" />
    </Create>
  );
}
