import { Create, useNotify, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { UserInputs } from './UserInputs.js';

/** After the save the new user's edit page opens, where their units are assigned (they need its id). */
export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const onSuccess = (data: RaRecord) => {
    notify('global.success.messages.save', { type: 'success' });
    redirect('edit', resource, data.id);
  };
  return (
    <Create mutationOptions={{ onSuccess }}>
      <UserInputs mode="create" />
    </Create>
  );
}
