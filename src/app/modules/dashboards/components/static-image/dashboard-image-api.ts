import type { DashboardImageUploadAnswer } from '../../../../../generated/api-types.js';
import type { ImagePurpose } from '../../../../../domain/dashboards/content/dashboard-image.js';
import { api, type ApiAuth } from '../../../../api/api-client.js';

/** A stored dashboard picture (`GET GDV/queries/images/{id}`): it needs the bearer token, which an `<img src>` cannot send. */
export const fetchDashboardImage = (id: string, auth?: ApiAuth, signal?: AbortSignal): Promise<Blob> =>
  api<string, Blob>(`GDV/queries/images/${encodeURIComponent(id)}`, { read: 'blob', auth, signal });

/** Uploads a picture (`POST GDV/actions/images`): PNG or JPG under 2 MB, or for an HMI picture also an SVG; answers its id. */
export async function uploadDashboardImage(file: Blob, purpose: ImagePurpose = 'widget'): Promise<DashboardImageUploadAnswer['data']> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return (await api<string, DashboardImageUploadAnswer>('GDV/actions/images', { method: 'POST', body: form })).data;
}
