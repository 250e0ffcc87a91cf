/** The alerts' numbers and paths (platform-core sections 4 and 9). */

/** `ALE/queries/lastNotifications/{userId}` is polled this often. */
export const ALERT_FEED_POLL_MS = 60_000;
/** The open alert's chat (`ALE/entities/MENSAGEM`) is refreshed this often. */
export const ALERT_CHAT_REFRESH_MS = 30_000;

/** Avatars shown before '+N': by default, and in the alert view. */
export const AVATAR_GROUP_MAX = 10;
export const ALERT_VIEW_AVATAR_MAX = 5;

/** Where an alert with `ale_redireciona` 'S' leads, with `?idFrame=`. */
export const STOPPING_POINT_PATH = '/equipment-management/stopping-point';

/** The yes value of the S/N flags `ale_exibe_popup` and `ale_redireciona`. */
export const FLAG_YES = 'S';
