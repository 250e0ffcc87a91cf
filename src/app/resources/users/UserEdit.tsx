import { entities } from '../../../generated/entities.js';
import { SchemaEdit } from '../SchemaEdit.js';

/** On edit the password is optional (an empty one is not sent): say so under the input. */
export function UserEdit() {
  return <SchemaEdit model={entities.users} overrides={{ usu_senha: { helperText: 'app.users.passwordHint' } }} />;
}
