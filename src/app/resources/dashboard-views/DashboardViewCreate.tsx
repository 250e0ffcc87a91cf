import { Create } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { DashboardViewInputs } from './DashboardViewInputs.js';

export function DashboardViewCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create mutationOptions={mutationOptions}>
      <DashboardViewInputs mode="create" />
    </Create>
  );
}
