import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { FrameInputs } from './FrameInputs.js';

export function FrameCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <FrameInputs mode="create" />
    </Create>
  );
}
