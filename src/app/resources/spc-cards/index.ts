import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { CardCreate } from './CardCreate.js';
import { CardEdit } from './CardEdit.js';

/** SPC cards: the generated resource with a form that asks only the sampling fields of the chosen chart. */
export const resource: SchemaResource = { ...generatedResources['spc-cards'], create: CardCreate, edit: CardEdit };
