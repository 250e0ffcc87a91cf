import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { decideStops } from '../shared/stops-api.js';
import type { Decision } from './StopSignatureDialog.js';

/** The decision being signed for the chosen stops: open, sign (all or none), and what follows (notice, reload). */
export function useStopDecision(chosen: readonly StopView[], afterChange: () => void) {
  const notify = useNotify();
  const [decision, setDecision] = useState<Decision | null>(null);
  const close = () => setDecision(null);
  const sign = async ({ comment, password }: { comment: string; password: string }) => {
    if (!decision) return;
    const ids = chosen.map((stop) => stop.id_stop);
    const { changed } = await decideStops({ ids, versions: chosen.map((stop) => stop.version), decision, comment: comment || undefined, password });
    notify(`stopApproval.approve.${decision}d`, { type: 'success', messageArgs: { smart_count: changed } });
    close();
    afterChange();
  };
  const stale = () => {
    notify('equipmentStops.errors.stateChanged', { type: 'warning' });
    close();
    afterChange();
  };
  return { decision, open: setDecision, close, sign, stale };
}
