import { useMemo, useSyncExternalStore } from 'react';
import { getUser, sessionVersion, subscribeSession } from '../auth/session-store.js';
import { afterSignInStep } from './after-sign-in-step.js';
import { ConsentDialog } from './ConsentDialog.js';
import { NewPasswordDialog } from './NewPasswordDialog.js';

/** The consent, then the new-password dialog, over every page until the signed user has answered them. */
export function AfterSignInDialogs() {
  const version = useSyncExternalStore(subscribeSession, sessionVersion);
  const user = useMemo(() => getUser(), [version]);
  const step = afterSignInStep(user);
  if (!user || !step) return null;
  return step === 'consent' ? <ConsentDialog user={user} /> : <NewPasswordDialog user={user} />;
}
