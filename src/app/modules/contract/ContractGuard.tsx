import { useEffect, type ReactNode } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { showsRenewalBanner } from '../../../domain/contract/contract-notice.js';
import { ContractBanner } from './ContractBanner.js';
import { renewalPath } from './contract-paths.js';
import { useContractStatus } from './useContractStatus.js';

/**
 * Wraps the shell's pages: checks the contract at start and every minute (section 4). EXPIRED
 * goes to `/expired`, UNCONTRATED signs out, 1 to 29 days left shows the banner. The page waits
 * for the first answer, so it does not fire calls the server would refuse; a failed check shows
 * the failure and lets the page work.
 */
export function ContractGuard({ children }: { children: ReactNode }) {
  const { state, error } = useContractStatus();
  const navigate = useNavigate();
  const logout = useLogout();
  const notify = useNotify();

  useEffect(() => {
    if (state?.status === 'EXPIRED') navigate(renewalPath, { replace: true });
    if (state?.status === 'UNCONTRATED') void logout();
  }, [state?.status, navigate, logout]);

  useEffect(() => {
    if (error?.status === 401) void logout();
    else if (error) notify('expired.messages.checkError', { type: 'error' });
  }, [error, logout, notify]);

  if (state ? state.status !== 'ACTIVE' : !error) return null;
  return (
    <>
      {state && showsRenewalBanner(state) && <ContractBanner state={state} />}
      {children}
    </>
  );
}
