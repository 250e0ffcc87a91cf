import type { DashboardTabDataAnswer, DashboardTabDataBody } from '../../../../generated/api-types.js';
import { api, type ApiAuth } from '../../../api/api-client.js';

export type WidgetDataAnswer = DashboardTabDataAnswer['data'][number];

/** The data of a tab's widgets in one request (`POST GDV/queries/tab-data`), each reduced to its frame's width. */
export const fetchTabData = (body: DashboardTabDataBody, auth?: ApiAuth, signal?: AbortSignal): Promise<DashboardTabDataAnswer> =>
  api<string, DashboardTabDataAnswer>('GDV/queries/tab-data', { method: 'POST', json: body, auth, signal });
