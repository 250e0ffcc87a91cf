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
    // A raw fetch on purpose: this refreshes the HTTP cache's copy of the page itself, which is
    // no API call and must carry no session headers.
    // eslint-disable-next-line no-restricted-globals
    await fetch(window.location.href, { cache: 'reload' });
  } catch {
    // a failed clean-up must not stop the reload
  }
  window.location.reload();
}
