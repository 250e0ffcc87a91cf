import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { UserCreate } from './UserCreate.js';
import { UserEdit } from './UserEdit.js';
import { UserList } from './UserList.js';

/**
 * Users: the generated resource with the user form of platform-core section 5 (type, avatar,
 * read-only admins, blocked users, units) and no password or photo column in the list.
 */
export const resource: SchemaResource = { ...generatedResources.users, list: UserList, create: UserCreate, edit: UserEdit };
