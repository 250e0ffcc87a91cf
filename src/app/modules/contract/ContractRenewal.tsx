import { useEffect } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { leavesRenewalPage } from '../../../domain/contract/contract-notice.js';
import { formatContractDate } from './contract-date.js';
import { defaultMainPath } from './contract-paths.js';
import { isAdminUser, useSignedUser } from '../../profile/useSignedUser.js';
import { RenewalKeyForm } from './RenewalKeyForm.js';
import { useContractStatus } from './useContractStatus.js';

/**
 * `/expired`: the renewal key screen, outside the shell so an expired user sees only this.
 * Back appears only while the contract is not expired; 30 or more days left leave the page.
 * The key field is for administrators; anyone else is asked to contact one.
 */
export function ContractRenewal() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const logout = useLogout();
  const { state, error, update } = useContractStatus();
  // Only administrators may apply a key (the server refuses others), so others are told whom to ask.
  const user = useSignedUser();

  useEffect(() => {
    if (state && leavesRenewalPage(state)) navigate(defaultMainPath, { replace: true });
    if (state?.status === 'UNCONTRATED' || error?.status === 401) void logout();
  }, [state, error, navigate, logout]);

  const date = formatContractDate(state?.endDate, locale);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 520 }} elevation={3}>
        <CardContent>
          <Stack spacing={1.5}>
            <Typography variant="h5" component="h1">
              {translate('expired.title')}
            </Typography>
            {error && (
              <Alert severity="error" data-testid="contract-check-error">
                {translate('expired.messages.checkError')}
              </Alert>
            )}
            {state?.status === 'EXPIRED' && (
              <Alert severity="error" data-testid="contract-state">
                {translate('expired.messages.expired', { date })}
              </Alert>
            )}
            {state?.status === 'ACTIVE' && (
              <Alert severity="info" data-testid="contract-state">
                {translate('expired.messages.active', { date, smart_count: state.daysLeft ?? 0 })}
              </Alert>
            )}
            {isAdminUser(user) ? (
              <RenewalKeyForm onRenewed={update} />
            ) : (
              <Alert severity="warning" data-testid="renewal-ask-admin">
                {translate('expired.messages.askAdministrator')}
              </Alert>
            )}
            <Stack direction="row" spacing={1} justifyContent="space-between">
              {state?.status === 'ACTIVE' ? (
                <Button onClick={() => navigate(from ?? defaultMainPath)} data-testid="renewal-back">
                  {translate('expired.actions.back')}
                </Button>
              ) : (
                <span />
              )}
              <Button color="inherit" onClick={() => void logout()}>
                {translate('ra.auth.logout')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
