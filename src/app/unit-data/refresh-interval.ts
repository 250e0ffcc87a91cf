/** Tags, frames and period are reloaded this often while signed in (platform-core section 9). */
export const unitDataRefreshMs = 15 * 60 * 1000;
