import { Edit } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { DashboardViewInputs } from './DashboardViewInputs.js';

/** Pessimistic, so the server's refusals (the type locked once tabs exist, a limit below a tab) land under the inputs. */
export function DashboardViewEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <DashboardViewInputs mode="update" />
    </Edit>
  );
}
