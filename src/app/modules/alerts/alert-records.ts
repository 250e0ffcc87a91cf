/** The alert records as the ALE calls answer them (platform-core sections 3 and 7). */
import type { AlertNotification, AlertUser } from '../../../domain/alerts/index.js';

/** One row of `ALE/queries/lastNotifications/{userId}`: the user's copy of a raised alert. */
export interface FeedNotification extends AlertNotification {
  id_movalerta: number;
  id_alerta?: number;
}

/** A user who opened the alert, with when. */
export interface AlertViewer extends AlertUser {
  dt_visualizado?: string | null;
}

/** `ALE/entities/ALEMOV/{id_movalerta}`. */
export interface AlertMovement {
  id_movalerta: number;
  id_alerta: number;
  /** The signed user's copy, and when they viewed it; null when they were not notified. */
  id_mvu?: number | null;
  dt_visualizado?: string | null;
  mov_titulo?: string;
  mov_msg_alerta: string;
  /** UTC. */
  mov_dt_alerta: string;
  mov_causa?: string | null;
  id_grupoalerta?: number | null;
  gru_descri?: string | null;
  viewedBy: AlertViewer[];
}

/** One comment of `ALE/entities/MENSAGEM/{id_movalerta}`. */
export interface ChatMessage {
  id_mensagem?: number;
  id_usuario: number;
  id_movalerta: number;
  mensagem: string;
  /** UTC. */
  data: string;
  usu_nome?: string | null;
  usu_foto?: string | null;
}

/** One row of `ALE/queries/movements`: a movement of the unit, and the signed user's copy of it if any. */
export interface MovementRow {
  id_movalerta: number;
  id_alerta?: number;
  id_mvu?: number | null;
  mov_titulo?: string;
  mov_msg_alerta: string;
  mov_dt_alerta: string;
  mov_causa?: string | null;
  id_grupoalerta?: number | null;
  gru_descri?: string | null;
  dt_visualizado?: string | null;
}

export type ReadFilter = 'all' | 'read' | 'unread';

export interface AlertGroup {
  id_grupoalerta: number;
  gru_descri: string;
}

/** A user who can be notified. */
export interface NotifiableUser extends AlertUser {
  usu_login?: string;
}

/** What the detail dialog needs of an item of the list it was opened from. */
export interface AlertListItem {
  id_movalerta: number;
  mov_titulo?: string;
  id_mvu?: number | null;
  dt_visualizado?: string | null;
}
