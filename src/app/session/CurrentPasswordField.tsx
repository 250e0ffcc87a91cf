import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import type { CurrentPasswordState } from './useCurrentPassword.js';

/** The password in use, asked for before a new one is set; the server's refusal shows under it. */
export function CurrentPasswordField({ state }: { state: CurrentPasswordState }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('auth.password.current')}
      type="password"
      autoComplete="current-password"
      fullWidth
      required
      value={state.value}
      onChange={(event) => state.setValue(event.target.value)}
      error={Boolean(state.error)}
      helperText={translate(state.error ?? 'auth.password.currentHint')}
      slotProps={{ htmlInput: { 'data-testid': 'current-password' } }}
    />
  );
}
