import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { fetchSession } from '../api/public-api.js';
import { updateSession, updateUser, type SessionUser } from '../auth/session-store.js';
import { CurrentPasswordField } from './CurrentPasswordField.js';
import { NewPasswordFields } from './NewPasswordFields.js';
import { saveOwnRecord } from './own-record-api.js';
import { useCurrentPassword } from './useCurrentPassword.js';
import { useNewPassword } from './useNewPassword.js';

/**
 * The forced new-password dialog (platform-core sections 2 and 4): it cannot be dismissed; saving
 * sets the new password and `usu_forcar_nova_senha` 0 on the user's own record, then reloads the user.
 */
export function NewPasswordDialog({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const state = useNewPassword();
  const [saving, setSaving] = useState(false);
  const forced = user.usu_forcar_nova_senha === 1;
  const notice = forced ? 'auth.changePassword.forced' : 'auth.changePassword.tooShort';
  // An admin-forced change needs no current password (it was typed at this sign-in); a too-short one does.
  const current = useCurrentPassword(!forced);

  async function save() {
    const currentOk = current.validate();
    if (!(await state.validate()) || !currentOk) return;
    setSaving(true);
    const saved = await saveOwnRecord(user.id_usuario, { usu_senha: state.password, usu_forcar_nova_senha: 0, ...current.body });
    setSaving(false);
    if (!saved.ok) {
      if (saved.fields.usu_senha) state.refuse(saved.fields.usu_senha);
      else if (saved.fields.usu_senha_atual) current.refuse(saved.fields.usu_senha_atual);
      else notify(saved.messageKey, { type: 'error' });
      return;
    }
    const session = await fetchSession();
    if (typeof session !== 'number') updateSession(session.user, session.units);
    updateUser({ ...saved.user, password_has_necessary_length: true });
    notify('auth.changePassword.saved', { type: 'success' });
  }

  return (
    <Dialog open disableEscapeKeyDown fullWidth maxWidth="xs" aria-labelledby="new-password-title" data-testid="new-password-dialog">
      <DialogTitle id="new-password-title">{translate('auth.changePassword.title')}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={1.5}
          component="form"
          id="new-password-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Alert severity="info" data-testid="new-password-notice">
            {translate(notice)}
          </Alert>
          {current.needed && <CurrentPasswordField state={current} />}
          <NewPasswordFields state={state} />
          {state.generated && (
            <Alert severity="success" data-testid="generated-password-notice">
              {translate('auth.changePassword.generated')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="submit" form="new-password-form" variant="contained" disabled={saving} data-testid="save-password">
          {translate('auth.changePassword.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
