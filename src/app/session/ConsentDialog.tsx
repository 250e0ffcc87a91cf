import { useState } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { updateUser, type SessionUser } from '../auth/session-store.js';
import { saveOwnRecord } from './own-record-api.js';

/**
 * The data-permission consent of platform-core section 4. Allow: `usu_permissao_dados` 1 and the
 * user active. Do not allow, once confirmed: 0 and `usu_ativo` 'N', then sign-out.
 */
export function ConsentDialog({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);

  async function answer(allow: boolean) {
    setSaving(true);
    const saved = await saveOwnRecord(user.id_usuario, allow ? { usu_permissao_dados: 1, usu_ativo: 'S' } : { usu_permissao_dados: 0, usu_ativo: 'N' });
    setSaving(false);
    if (!saved.ok) return notify(saved.messageKey, { type: 'error' });
    if (allow) updateUser(saved.user);
    else await logout({}, undefined, false);
  }

  return (
    <Dialog open disableEscapeKeyDown fullWidth maxWidth="sm" aria-labelledby="consent-title" data-testid={confirming ? 'consent-confirm' : 'consent-dialog'}>
      <DialogTitle id="consent-title">{translate(confirming ? 'auth.consent.confirmTitle' : 'auth.consent.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(confirming ? 'auth.consent.confirmText' : 'auth.consent.text')}</DialogContentText>
      </DialogContent>
      {confirming ? (
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={saving} data-testid="consent-back">
            {translate('auth.consent.back')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void answer(false)} disabled={saving} data-testid="consent-confirm-deny">
            {translate('auth.consent.confirmDeny')}
          </Button>
        </DialogActions>
      ) : (
        <DialogActions>
          <Button onClick={() => setConfirming(true)} disabled={saving} data-testid="consent-deny">
            {translate('auth.consent.deny')}
          </Button>
          <Button variant="contained" onClick={() => void answer(true)} disabled={saving} data-testid="consent-allow">
            {translate('auth.consent.allow')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
