import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { TagGoalCreate } from './TagGoalCreate.js';
import { TagGoalEdit } from './TagGoalEdit.js';

/** Goals: the generated resource whose form shows a single value or lower and upper bounds, by kind. */
export const resource: SchemaResource = { ...generatedResources['tag-goals'], create: TagGoalCreate, edit: TagGoalEdit };
