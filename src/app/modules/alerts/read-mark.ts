/** Section 4: opening an alert marks the signed user's copy read, once. */
import type { AlertListItem, AlertMovement } from './alert-records.js';

/**
 * The id_mvu to mark read on opening `movement`, or undefined: when the user has no copy of it
 * (not notified) or already viewed it. The movement's own answer wins over the list's row, which may be older.
 */
export function copyToMarkRead(movement: AlertMovement | undefined, item: AlertListItem | undefined, userId: number | undefined): number | undefined {
  if (!movement || userId === undefined) return undefined;
  const idMvu = movement.id_mvu ?? item?.id_mvu;
  if (idMvu === undefined || idMvu === null) return undefined;
  const viewed = Boolean(movement.dt_visualizado) || movement.viewedBy.some((viewer) => viewer.id_usuario === userId);
  return viewed ? undefined : idMvu;
}
