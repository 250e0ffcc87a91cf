import type { TableDef } from '../../../domain/entities/table-model.js';

/**
 * The super-administrator grant: an admin listed here manages clients across tenants (the
 * client list, new clients). Hand-written and no schema entity, so no API call can read or
 * grant it; only `npm run init -- --super-admin` or a database operator writes a row.
 */
export const superAdminTable: TableDef = {
  name: 'usuario_super_admin',
  columns: [
    {
      name: 'id_usuario',
      type: 'integer',
      notNull: true,
      primaryKey: true,
      references: { table: 'usuario', column: 'id_usuario', onDelete: 'cascade' },
    },
    { name: 'granted_at', type: 'text', notNull: false },
  ],
  uniques: [],
  indexes: [],
};
