import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { UserList } from './UserList.js';
import { UserEdit } from './UserEdit.js';

/** Users: the generated resource, with no password (or photo file) column and a hint on the edit password. */
export const resource: SchemaResource = { ...generatedResources.users, list: UserList, edit: UserEdit };
