import { useCallback } from 'react';
import { Form, HttpError, PasswordInput, SaveButton, useGetIdentity, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { updateUser } from '../auth/session-store.js';
import { useHttpClient } from '../data/useHttpClient.js';
import { entities } from '../../generated/entities.js';
import { resourceNameOf } from '../resources/resource-names.js';
import { widgetOf } from '../resources/field-widgets.js';
import { AvatarInput } from '../resources/users/AvatarInput.js';
import { confirmSource, useUserValidate } from '../resources/users/useUserValidate.js';
import { useSignedUser } from './useSignedUser.js';
import { GeneratePasswordButton } from '../session/GeneratePasswordButton.js';

const model = entities.users;
/** Sent with a new password only; the server verifies it and never stores it. */
const currentPasswordSource = 'usu_senha_atual';
const inputOf = (name: string) => widgetOf(model.fields.find((field) => field.name === name)!).input({ mode: 'update' });

/** Exactly what the server lets a user change on their own record (src/server/modules/users/self-update.ts). */
function ownProfileBody(values: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    usu_nome: values.usu_nome,
    usu_email: text(values.usu_email),
    usu_foto: text(values.usu_foto),
    ...(text(values.usu_senha) ? { usu_senha: values.usu_senha, [currentPasswordSource]: values[currentPasswordSource] } : {}),
  };
}

/** The user form's rules, and the current password whenever a new one is typed (the server checks it). */
function useProfileValidate() {
  const validateUser = useUserValidate('update');
  return useCallback(
    (values: Record<string, unknown>) => {
      const errors = validateUser(values);
      const missing = Boolean(values.usu_senha) && !values[currentPasswordSource];
      return missing ? { ...errors, [currentPasswordSource]: { message: 'global.labels.requiredField', args: {} } } : errors;
    },
    [validateUser],
  );
}

/** The signed user's own profile form: name, e-mail, photo and password, never their type or active flag. */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const me = useSignedUser();
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttpClient();
  const validate = useProfileValidate();
  const { refetch } = useGetIdentity();
  const { data: record } = useGetOne(resourceNameOf(model), { id: me?.id_usuario }, { enabled: Boolean(me) });

  async function save(values: Record<string, unknown>) {
    try {
      const { json } = await http(`${model.api}/${me!.id_usuario}`, { method: 'PUT', body: JSON.stringify(ownProfileBody(values)) });
      const saved = json as Record<string, unknown>;
      updateUser({ usu_nome: String(saved.usu_nome), usu_email: saved.usu_email ?? null, usu_foto: saved.usu_foto ?? null });
      await refetch();
      notify('app.profile.saved', { type: 'success' });
      onClose();
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined;
      if (fields && Object.keys(fields).length) return fields;
      notify((error as Error).message, { type: 'error' });
    }
    return undefined;
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="profile-dialog-title">
      <DialogTitle id="profile-dialog-title">{translate('app.profile.title')}</DialogTitle>
      {record && (
        <Form record={record} onSubmit={save} validate={validate} noValidate>
          <DialogContent>
            <Stack>
              {inputOf('usu_nome')}
              {inputOf('usu_email')}
              <AvatarInput name={String(record.usu_nome ?? '')} />
              <PasswordInput source="usu_senha" label="resources.users.fields.usu_senha" autoComplete="new-password" helperText="app.profile.passwordHint" />
              <PasswordInput
                source={currentPasswordSource}
                label="auth.password.current"
                autoComplete="current-password"
                helperText="auth.password.currentHint"
              />
              <PasswordInput source={confirmSource} label="app.users.confirmPassword" autoComplete="new-password" helperText={false} />
              <GeneratePasswordButton sources={['usu_senha', confirmSource]} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton data-testid="profile-save" />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
