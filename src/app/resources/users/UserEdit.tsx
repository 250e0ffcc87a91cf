import { Edit } from 'react-admin';
import { resourceNames } from '../../../generated/data-provider-map.js';
import { useResourceRecord } from '../../data/typed-data-provider.js';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { isSignInLocked } from './sign-in-lock.js';
import { UserBlockedForm } from './UserBlockedForm.js';
import { UserInputs } from './UserInputs.js';
import { UserUnitsPanel } from './UserUnitsPanel.js';

/** A blocked or sign-in-locked user's form offers only a new password and 'unblock'; any other user the full form and units. */
function UserEditContent() {
  const record = useResourceRecord(resourceNames.users);
  if (!record) return null;
  if (Number(record.usu_bloqueado) === 1 || isSignInLocked(record)) return <UserBlockedForm />;
  return (
    <>
      <UserInputs mode="update" />
      <UserUnitsPanel />
    </>
  );
}

export function UserEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <UserEditContent />
    </Edit>
  );
}
