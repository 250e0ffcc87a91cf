import { useTranslate } from 'react-admin';
import { Button, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { NewPasswordState } from './useNewPassword.js';

/** New password, its confirmation and the "generate password" action; usable wherever a password is set. */
export function NewPasswordFields({ state }: { state: NewPasswordState }) {
  const translate = useTranslate();
  const type = state.visible ? 'text' : 'password';
  const toggle = (
    <InputAdornment position="end">
      <Tooltip title={translate(state.visible ? 'auth.changePassword.hide' : 'auth.changePassword.show')}>
        <IconButton onClick={state.toggleVisible} edge="end" aria-label={translate(state.visible ? 'auth.changePassword.hide' : 'auth.changePassword.show')}>
          {state.visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
  return (
    <Stack spacing={1}>
      <TextField
        label={translate('auth.changePassword.newPassword')}
        type={type}
        autoComplete="new-password"
        fullWidth
        required
        autoFocus
        value={state.password}
        onChange={(event) => state.setPassword(event.target.value)}
        error={Boolean(state.passwordError)}
        helperText={translate(state.passwordError ?? 'auth.changePassword.rules')}
        slotProps={{ htmlInput: { 'data-testid': 'new-password' }, input: { endAdornment: toggle } }}
      />
      <TextField
        label={translate('auth.changePassword.confirmPassword')}
        type={type}
        autoComplete="new-password"
        fullWidth
        required
        value={state.confirmation}
        onChange={(event) => state.setConfirmation(event.target.value)}
        error={Boolean(state.confirmationError)}
        helperText={state.confirmationError ? translate(state.confirmationError) : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'confirm-password' } }}
      />
      <Button onClick={state.generate} startIcon={<AutorenewIcon />} sx={{ alignSelf: 'flex-start' }} data-testid="generate-password">
        {translate('auth.changePassword.generate')}
      </Button>
    </Stack>
  );
}
