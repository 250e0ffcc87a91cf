/**
 * A user whose sign-in is locked after failed attempts: `usu_bloqueado_ate`, set by the
 * server, is still ahead. Unlike `usu_bloqueado` (an admin's block) it ends by itself.
 */
export function isSignInLocked(record: { usu_bloqueado_ate?: unknown }, now = new Date()): boolean {
  const until = typeof record.usu_bloqueado_ate === 'string' ? Date.parse(record.usu_bloqueado_ate) : NaN;
  return until > now.getTime();
}
