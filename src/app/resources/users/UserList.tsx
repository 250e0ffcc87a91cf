import { entities } from '../../../generated/entities.js';
import { SchemaList } from '../SchemaList.js';

/** Never offer the password (write-only) or the photo's file name as columns. */
export function UserList() {
  return <SchemaList model={entities.users} omit={['usu_senha', 'usu_foto']} />;
}
