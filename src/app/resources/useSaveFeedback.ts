import { useNotify, useRedirect, useResourceContext } from 'react-admin';

/**
 * After a save: the spec's success message (global.success.messages.*) and back to the list.
 * Failures keep react-admin's handling: the server's translated message (see data/api-error.ts)
 * as the notification, or its field errors under the inputs.
 */
export function useSaveFeedback(messageKey: 'global.success.messages.save' | 'global.success.messages.update') {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: () => {
      notify(messageKey, { type: 'success' });
      redirect('list', resource);
    },
  };
}
