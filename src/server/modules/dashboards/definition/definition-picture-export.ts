import type { DashboardDefinition } from '../../../../generated/api-types.js';
import { ApiError } from '../../../core/api-error.js';
import { readDashboardImage } from '../images/dashboard-image-store.js';
import { picturesNamedBy, type PictureNamingTab } from './definition-pictures.js';

export type DefinitionPicture = NonNullable<DashboardDefinition['pictures']>[number];

/**
 * The pictures the tabs name, each once, read from the client's store (the read every caller uses) with their bytes in
 * base64. A picture the store no longer has is left out: its references stay as they are, pointing at nothing.
 */
export async function carriedPictures(uploadDir: string, clientId: number, tabs: readonly PictureNamingTab[]): Promise<DefinitionPicture[]> {
  const pictures: DefinitionPicture[] = [];
  for (const id of picturesNamedBy(tabs).keys()) {
    try {
      const image = await readDashboardImage(uploadDir, clientId, id);
      pictures.push({ id, content_type: image.contentType as DefinitionPicture['content_type'], data: image.content.toString('base64') });
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
    }
  }
  return pictures;
}
