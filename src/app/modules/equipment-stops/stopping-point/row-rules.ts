import { mayApply } from '../../../../domain/equipment-stops/stop-transitions.js';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';

/** What the user may do on this page (the page's permissions) and the frame allows. */
export interface PageRights {
  update: boolean;
  delete: boolean;
  annulmentAllowed: boolean;
}

export type RowAction = 'split' | 'details' | 'annul' | 'enable' | 'history';

/** Why the row cannot be edited (a message key), or null when it can. */
export function lockReason(stop: StopView, rights: PageRights): string | null {
  if (mayApply(stop, 'edit')) return rights.update ? null : 'stoppingPoint.locked.noPermission';
  return stop.status === 'annulled' ? 'stoppingPoint.locked.annulled' : 'stoppingPoint.locked.approved';
}

/** The row actions offered for the stop: the server still decides (recorders, annullers). */
export function rowActions(stop: StopView, rights: PageRights): RowAction[] {
  const editable = lockReason(stop, rights) === null;
  const actions: RowAction[] = [];
  if (editable) actions.push('split', 'details');
  if (rights.delete && rights.annulmentAllowed && mayApply(stop, 'annul')) actions.push('annul');
  if (rights.delete && mayApply(stop, 'enable')) actions.push('enable');
  actions.push('history');
  return actions;
}
