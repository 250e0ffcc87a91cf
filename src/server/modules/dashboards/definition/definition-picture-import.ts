import type { DashboardDefinition } from '../../../../generated/api-types.js';
import { ApiError } from '../../../core/api-error.js';
import { removeDashboardImages, storeDashboardImage } from '../images/dashboard-image-store.js';
import { picturesNamedBy } from './definition-pictures.js';

export const importPictureKey = 'dashboards.errors.importPicture';

/** A carried picture the upload's checks refused, as the import's refusal: the picture named, its problem under `pictures.<i>.data`. */
const refusedPicture = (index: number, id: string, error: ApiError): ApiError =>
  new ApiError(400, 'IMPORT_PICTURE', importPictureKey, { [`pictures.${index}.data`]: { key: error.message, args: { picture: id } } }, { picture: id });

/**
 * The file's pictures that its tabs and widgets name, each stored in the client's store through the upload's own
 * checks (`storeDashboardImage`: PNG or JPEG told by their bytes, under 2 MB; an SVG only for a picture that only HMI
 * tabs name, sanitised), as old id → new id. A carried picture nothing names is not stored. The first refused picture
 * refuses the import (400 `IMPORT_PICTURE`) and removes the pictures stored before it.
 */
export async function storeCarriedPictures(uploadDir: string, clientId: number, definition: DashboardDefinition): Promise<Map<string, string>> {
  const named = picturesNamedBy(definition.tabs);
  const renames = new Map<string, string>();
  try {
    for (const [index, picture] of (definition.pictures ?? []).entries()) {
      const purpose = named.get(picture.id);
      if (!purpose || renames.has(picture.id)) continue;
      const stored = await storeDashboardImage(uploadDir, clientId, Buffer.from(picture.data, 'base64'), purpose).catch((error: unknown) => {
        throw error instanceof ApiError ? refusedPicture(index, picture.id, error) : error;
      });
      renames.set(picture.id, stored.id);
    }
  } catch (error) {
    await removeDashboardImages(uploadDir, clientId, [...renames.values()]);
    throw error;
  }
  return renames;
}
