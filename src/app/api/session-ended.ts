/**
 * The one place a 401 on a signed call goes. The shell registers react-admin's sign-out path
 * (`SessionEndedBridge`: authProvider.checkError, then logout and redirect to sign-in); before the
 * shell is mounted the local session is cleared, so the next render sends the user to sign-in.
 */
import { clearSession } from '../auth/session-store.js';
import type { ApiError } from './api-error.js';

type SessionEndedHandler = (error: ApiError) => void;

let handler: SessionEndedHandler | undefined;

/** Registers the handler of ended sessions; answers the undo. */
export function onSessionEnded(next: SessionEndedHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

export function sessionEnded(error: ApiError): void {
  if (handler) handler(error);
  else clearSession();
}
