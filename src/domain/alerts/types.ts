/** The alert records the rules read (platform-core section 3); generated types fit these shapes. */

export type Flag = 'S' | 'N';

/** One user's copy of a raised alert, as `ALE/queries/lastNotifications/{userId}` answers it. */
export interface AlertNotification {
  id_mvu: number;
  mov_titulo: string;
  mov_msg_alerta: string;
  /** UTC timestamp. */
  mov_dt_alerta: string;
  /** Empty (or null) while unread. */
  dt_visualizado?: string | null;
  ale_exibe_popup: Flag | string;
  ale_redireciona: Flag | string;
  id_frame?: number | string | null;
}

/** A user as the avatar group shows it. */
export interface AlertUser {
  id_usuario: number;
  usu_nome: string;
  usu_foto?: string | null;
}
