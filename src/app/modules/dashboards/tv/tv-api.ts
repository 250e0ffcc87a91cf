import type { DashboardTvHeartbeatAnswer, DashboardTvLeaveAnswer } from '../../../../generated/api-types.js';
import { api, type ApiAuth } from '../../../api/api-client.js';

/** One heartbeat of this screen in TV mode (`POST GDV/actions/tv-heartbeat`); 409 `dashboards.errors.tvLimit` past the client's limit. */
export const sendTvHeartbeat = (screen: string, auth?: ApiAuth): Promise<DashboardTvHeartbeatAnswer> =>
  api<string, DashboardTvHeartbeatAnswer>('GDV/actions/tv-heartbeat', { method: 'POST', json: { screen }, auth });

/** This screen leaves TV mode (`POST GDV/actions/tv-leave`): its place is free at once, even as the page closes. */
export const sendTvLeave = (screen: string, auth?: ApiAuth): Promise<DashboardTvLeaveAnswer> =>
  api<string, DashboardTvLeaveAnswer>('GDV/actions/tv-leave', { method: 'POST', json: { screen }, auth, keepalive: true });
