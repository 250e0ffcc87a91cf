import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { FrameInputs } from './FrameInputs.js';

/** Pessimistic, so the server's refusals (the event limit, a missing state tag) land before leaving the page. */
export function FrameEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <FrameInputs mode="update" />
    </Edit>
  );
}
