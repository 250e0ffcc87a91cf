import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { branding } from '../config/branding.js';
import { useAppVersion } from './useAppVersion.js';

/** Year and version under the sign-in card. */
export function SignInFooter() {
  const { t } = useTranslation();
  const version = useAppVersion();
  return (
    <Typography component="footer" variant="caption" color="text.secondary" sx={{ mt: 2 }} data-testid="signin-footer">
      {t('app.footer', { year: new Date().getFullYear(), title: branding.title })}
      {version && <span data-testid="signin-version"> · {t('auth.signin.version', { version })}</span>}
    </Typography>
  );
}
