import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { TagCreate } from './TagCreate.js';
import { TagEdit } from './TagEdit.js';
import { TagList } from './TagList.js';

/**
 * Tags: the generated resource with the sectioned tag form (business-modules section 3), whose
 * formulas must pass Validate before saving, and a CSV import on the list.
 */
export const resource: SchemaResource = { ...generatedResources.tags, list: TagList, create: TagCreate, edit: TagEdit };
