import { PasswordInput, SaveButton, SimpleForm, Toolbar, useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { Alert } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { resourceNames } from '../../../generated/data-provider-map.js';
import { useResourceRecord } from '../../data/typed-data-provider.js';
import { useFormat } from '../../format/useFormat.js';
import { confirmSource, useUserValidate } from './useUserValidate.js';

function UnblockToolbar() {
  return (
    <Toolbar>
      <SaveButton label="app.users.unblock" icon={<LockOpenIcon />} alwaysEnable data-testid="user-unblock" />
    </Toolbar>
  );
}

/**
 * Platform-core section 4: a blocked user's form shows only the password and an 'unblock'
 * action. Unblocking sets usu_bloqueado to 0 (the server also forgets the failed attempts and
 * lifts a sign-in lock) and saves a new password when one is typed. It says whether an admin
 * blocked the user or failed sign-ins locked it, and until when.
 */
export function UserBlockedForm() {
  const record = useResourceRecord(resourceNames.users);
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const validate = useUserValidate('update');
  const format = useFormat();
  const [update] = useUpdate();
  if (!record) return null;

  async function unblock(values: Record<string, unknown>) {
    const { [confirmSource]: _confirmation, ...rest } = values;
    const data = { ...rest, usu_bloqueado: 0 };
    await update(resource, { id: record!.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
      .then(() => notify('app.users.unblocked', { type: 'success' }))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  }

  return (
    <SimpleForm onSubmit={unblock} validate={validate} toolbar={<UnblockToolbar />} noValidate>
      <Alert severity="warning" data-testid="user-blocked">
        {Number(record.usu_bloqueado) === 1
          ? translate('app.users.blocked')
          : translate('app.users.signInLocked', { until: `${format.instant(String(record.usu_bloqueado_ate))} (${format.zone()})` })}
      </Alert>
      <PasswordInput source="usu_senha" label={`resources.users.fields.usu_senha`} autoComplete="new-password" helperText="app.users.passwordHint" />
      <PasswordInput source={confirmSource} label="app.users.confirmPassword" autoComplete="new-password" helperText={false} />
    </SimpleForm>
  );
}
