import { getUser } from '../auth/session-store.js';
import { useSessionValue } from '../auth/useSessionValue.js';
import { afterSignInStep } from './after-sign-in-step.js';
import { ConsentDialog } from './ConsentDialog.js';
import { NewPasswordDialog } from './NewPasswordDialog.js';

/** The consent, then the new-password dialog, over every page until the signed user has answered them. */
export function AfterSignInDialogs() {
  const user = useSessionValue(getUser);
  const step = afterSignInStep(user);
  if (!user || !step) return null;
  return step === 'consent' ? <ConsentDialog user={user} /> : <NewPasswordDialog user={user} />;
}
