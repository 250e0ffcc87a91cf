import { FLAG_YES, STOPPING_POINT_PATH } from './constants.js';
import type { AlertNotification } from './types.js';

/** `/equipment-management/stopping-point?idFrame=...` for a frame (event) id. */
export function stoppingPointLink(idFrame: number | string): string {
  return `${STOPPING_POINT_PATH}?${new URLSearchParams({ idFrame: String(idFrame) }).toString()}`;
}

/**
 * Where the pop-up's show button leads: the stopping point of the alert's frame when
 * `ale_redireciona` is S and there is a frame; undefined (no button) otherwise.
 */
export function alertRedirectLink(notification: Pick<AlertNotification, 'ale_redireciona' | 'id_frame'>): string | undefined {
  const { ale_redireciona, id_frame } = notification;
  if (ale_redireciona !== FLAG_YES || id_frame === null || id_frame === undefined || String(id_frame).trim() === '') return undefined;
  return stoppingPointLink(id_frame);
}
