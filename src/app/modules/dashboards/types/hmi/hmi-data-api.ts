import type { HmiDataAnswer } from '../../../../../generated/api-types.js';
import { api, type ApiAuth } from '../../../../api/api-client.js';

export type HmiReading = HmiDataAnswer['data']['points'][number];

/** The live readings of an HMI tab's picture points (`POST GDV/queries/hmi-data`), in the order of its points; `auth`: a link's token. */
export const fetchHmiData = (id_tab: number, auth?: ApiAuth): Promise<HmiDataAnswer> =>
  api<string, HmiDataAnswer>('GDV/queries/hmi-data', { method: 'POST', json: { id_tab }, auth });
