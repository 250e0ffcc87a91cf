import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { ComplementaryTypeCreate } from './ComplementaryTypeCreate.js';
import { ComplementaryTypeEdit } from './ComplementaryTypeEdit.js';

/** Complementary types: the generated resource whose form asks for choices only for a choice field. */
export const resource: SchemaResource = { ...generatedResources['complementary-types'], create: ComplementaryTypeCreate, edit: ComplementaryTypeEdit };
