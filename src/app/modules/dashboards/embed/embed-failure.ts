import { ApiError } from '../../../api/api-error.js';

/** Why a link shows nothing: ended (revoked or expired, 401), no longer allowed (its creator lost the dashboard, 403), or the load failed. */
export function embedFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'dashboards.embed.linkEnded';
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return 'dashboards.embed.linkForbidden';
  return 'dashboards.embed.loadError';
}
