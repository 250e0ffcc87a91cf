import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { MotiveGroupEdit } from './MotiveGroupEdit.js';

/** Motive groups: the generated resource whose edit page also lists, adds, edits and deletes the group's motives. */
export const resource: SchemaResource = { ...generatedResources['motive-groups'], edit: MotiveGroupEdit };
