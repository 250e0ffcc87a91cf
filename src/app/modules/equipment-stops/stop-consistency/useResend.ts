import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { ApiError } from '../../../api/api-error.js';
import { resendStops } from '../shared/stops-api.js';

/** Sends the chosen stops to integration again; any refusal is the server's key; the list is read again either way. */
export function useResend(afterChange: () => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const resend = async (stops: readonly StopView[]) => {
    setBusy(true);
    try {
      const { changed } = await resendStops(stops.map((stop) => stop.id_stop));
      notify('stopApproval.consistency.resent', { type: 'success', messageArgs: { smart_count: changed } });
    } catch (error) {
      notify(error instanceof ApiError ? error.messageKey : 'global.error.messages.saveError', { type: 'error' });
    } finally {
      setBusy(false);
      afterChange();
    }
  };
  return { busy, resend };
}
