import { generatedResources } from '../../../generated/resources.js';
import { ElementsTreePage } from '../../modules/elements-tree/ElementsTreePage.js';
import type { SchemaResource } from '../schema-resource.js';

/**
 * Units: the list at `/settings/operational-structure/elements-tree` is the client → plant → unit
 * tree (src/app/modules/elements-tree); the generated create, edit and show forms stay.
 */
export const resource: SchemaResource = { ...generatedResources.units, list: ElementsTreePage };
