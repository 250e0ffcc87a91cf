/** The numeric parts of 'x.y.z' (a leading 'v' and a '-pre' or '+build' suffix are ignored); undefined when not a version. */
function partsOf(version: string): number[] | undefined {
  const core = version.trim().replace(/^v/i, '').split(/[-+]/)[0] ?? '';
  if (!/^\d+(\.\d+)*$/.test(core)) return undefined;
  return core.split('.').map(Number);
}

/**
 * True when the published version is strictly newer than the running one, part by part
 * ('3.35.10' > '3.35.4', '3.36' > '3.35.9'). Anything unreadable is never newer, so a broken
 * /meta.json cannot make the app ask for a reload.
 */
export function isNewerVersion(published: string | undefined, running: string): boolean {
  const next = published === undefined ? undefined : partsOf(published);
  const current = partsOf(running);
  if (!next || !current) return false;
  for (let i = 0; i < Math.max(next.length, current.length); i += 1) {
    const difference = (next[i] ?? 0) - (current[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}
