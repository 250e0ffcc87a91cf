/**
 * Drops what could keep serving the old build, then reloads: every Cache Storage cache, and the
 * HTTP cache's copy of this page (refetched with `reload`) before the browser reloads it.
 */
export async function reloadNewVersion(): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    await fetch(window.location.href, { cache: 'reload' });
  } catch {
    // a failed clean-up must not stop the reload
  }
  window.location.reload();
}
