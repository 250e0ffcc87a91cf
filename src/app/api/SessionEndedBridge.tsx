import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { onSessionEnded } from './session-ended.js';

/**
 * Sends the API client's 401s through react-admin's own path (authProvider.checkError, sign-out,
 * redirect to sign-in with the unauthorized message), the one data provider calls take. Mount once in the shell.
 */
export function SessionEndedBridge() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => onSessionEnded((error) => void logoutIfAccessDenied(error)), [logoutIfAccessDenied]);
  return null;
}
