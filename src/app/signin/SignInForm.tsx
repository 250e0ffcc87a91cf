import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Button, CircularProgress, TextField } from '@mui/material';
import { useSignIn } from './useSignIn.js';
import { useApiAddress } from '../mobile/useApiAddress.js';
import { ApiAddressField } from '../mobile/ApiAddressField.js';

interface Touched {
  username?: boolean;
  password?: boolean;
}

/** Username and password with their required messages; the password is cleared on error. */
export function SignInForm() {
  const { t } = useTranslation();
  const { submit, problem, submitting } = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Touched>({});
  const api = useApiAddress(); // the native variant's API address (src/app/mobile/)
  const usernameMissing = touched.username && !username.trim();
  const passwordMissing = touched.password && !password;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ username: true, password: true });
    const apiReady = api.ready();
    if (!username.trim() || !password || !apiReady) return;
    if (!(await submit(username.trim(), password))) {
      setPassword('');
      setTouched({ username: true });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.signin.title')}>
      {problem && (
        <Alert severity="error" data-testid="signin-error" sx={{ mb: 1 }}>
          <AlertTitle>
            {problem.attempts !== undefined && `${t('auth.signin.attemptCount', { count: problem.attempts })} `}
            {t(problem.messageKey, { count: problem.remaining, smart_count: problem.remaining })}
          </AlertTitle>
          {problem.description}
        </Alert>
      )}
      {api.enabled && (
        <ApiAddressField
          value={api.address}
          onChange={api.setAddress}
          onBlur={api.touch}
          missing={api.missing}
          onScanned={(scan) => {
            api.setAddress(scan.api);
            if (scan.username) setUsername(scan.username);
          }}
        />
      )}
      <TextField
        id="username"
        name="username"
        label={t('auth.signin.username')}
        autoComplete="username"
        autoFocus
        fullWidth
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, username: true }))}
        error={usernameMissing}
        helperText={usernameMissing ? t('auth.signin.typeUser') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'signin-username' } }}
      />
      <TextField
        id="password"
        name="password"
        type="password"
        label={t('auth.signin.password')}
        autoComplete="current-password"
        fullWidth
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        error={passwordMissing}
        helperText={passwordMissing ? t('auth.signin.typePassword') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'signin-password' } }}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        disabled={submitting}
        data-testid="signin-submit"
        startIcon={submitting ? <CircularProgress size={14} color="inherit" /> : undefined}
      >
        {t('auth.signin.submit')}
      </Button>
    </form>
  );
}
