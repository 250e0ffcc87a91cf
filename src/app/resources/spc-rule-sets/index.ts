import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { RuleSetCreate } from './RuleSetCreate.js';
import { RuleSetEdit } from './RuleSetEdit.js';
import { RuleSetList } from './RuleSetList.js';

/** SPC rule sets: the generated resource with the rules as named checkboxes, in the form and the list. */
export const resource: SchemaResource = { ...generatedResources['spc-rule-sets'], list: RuleSetList, create: RuleSetCreate, edit: RuleSetEdit };
