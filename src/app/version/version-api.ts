import { api } from '../api/api-client.js';

/** The version this bundle was built from (package.json's, through Vite's `define`). */
export const runningVersion: string = __APP_VERSION__;

/** How often the published version is checked after the check at start. */
export const versionCheckIntervalMs = 5 * 60_000;

/**
 * The site's published version from /meta.json. The first check may use the HTTP cache as
 * usual; later ones pass `reload` so a cached answer cannot hide a deployment.
 */
export async function fetchMetaVersion(cache: RequestCache): Promise<string | undefined> {
  try {
    const body = await api('/meta.json', { base: 'site', auth: 'public', cache });
    return typeof body?.version === 'string' ? body.version : undefined;
  } catch {
    return undefined;
  }
}
