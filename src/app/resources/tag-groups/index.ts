import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { TagGroupCreate } from './TagGroupCreate.js';
import { TagGroupEdit } from './TagGroupEdit.js';

/** Tag groups: the generated resource with the group form (rules validated in place, alarm references). */
export const resource: SchemaResource = { ...generatedResources['tag-groups'], create: TagGroupCreate, edit: TagGroupEdit };
