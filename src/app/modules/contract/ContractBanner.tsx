import { Alert, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import type { ContractState } from '../../../domain/contract/contract-dates.js';
import { formatContractDate } from './contract-date.js';
import { renewalPath } from './contract-paths.js';

/** The warning at the top of the shell while 1 to 29 days are left, with a way to renew. */
export function ContractBanner({ state }: { state: ContractState }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const navigate = useNavigate();
  const renew = () => navigate(renewalPath, { state: { from: `${location.pathname}${location.search}` } });
  return (
    <Alert
      severity="warning"
      data-testid="contract-banner"
      sx={{ mt: 1, mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={renew} data-testid="contract-renew">
          {translate('expired.actions.renew')}
        </Button>
      }
    >
      {translate('expired.messages.banner', { smart_count: state.daysLeft ?? 0, date: formatContractDate(state.endDate, locale) })}
    </Alert>
  );
}
