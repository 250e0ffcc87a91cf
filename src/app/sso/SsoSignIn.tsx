import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert, AlertTitle, Button, Divider, LinearProgress } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { SsoProblem, ssoMessages } from './sso-problems.js';
import { useHashTokenSignIn } from './useHashTokenSignIn.js';
import { domainOf, useSsoSettings } from './useSsoSettings.js';
import { useSsoSignIn } from './useSsoSignIn.js';

/**
 * The sign-in screen's single sign-on part: the button when the `?domain=` has settings, the
 * provider's return and the address-hash token, with their progress and problems.
 */
export function SsoSignIn() {
  const { t } = useTranslation();
  const domain = domainOf(useLocation().search);
  const { settings, failed } = useSsoSettings(domain);
  const sso = useSsoSignIn();
  const hash = useHashTokenSignIn();
  const problem = sso.problem ?? hash.problem ?? (failed ? new SsoProblem(ssoMessages.settingsUnavailable) : null);
  const busy = sso.busy || hash.busy;
  // A refusal says "no access"; say also that the provider's account was the one refused.
  const description = problem?.description ?? (sso.problem?.messageKey === 'auth.signin.unauthorized' ? t('auth.sso.refused') : undefined);

  return (
    <>
      {problem && (
        <Alert severity="error" data-testid="sso-error">
          <AlertTitle>{t(problem.messageKey)}</AlertTitle>
          {description}
        </Alert>
      )}
      {busy && <LinearProgress aria-label={t('auth.sso.busy')} data-testid="sso-busy" />}
      {domain && settings && (
        <>
          <Divider>{t('auth.sso.or')}</Divider>
          <Button
            variant="outlined"
            fullWidth
            startIcon={<KeyIcon />}
            disabled={busy}
            onClick={() => void sso.start(domain, settings)}
            data-testid="sso-submit"
          >
            {t('auth.sso.button')}
          </Button>
        </>
      )}
    </>
  );
}
