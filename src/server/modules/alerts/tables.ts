import type { TableDef } from '../../../domain/entities/table-model.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { migrateTables } from '../../db/migrate-tables.js';

/**
 * The hand-written alert tables (platform-core section 3). Times are `YYYY-MM-DDTHH:mm:ssZ` text (UTC),
 * which sorts and compares as time on both dialects.
 *
 * - `ale_movimento`: one raised alert. Title, message and frame are copied from the alert when raised, so
 *   the history stays as it was shown. `raise_key` makes a raise idempotent: unique per alert.
 * - `ale_mov_usuario`: one notification (`id_mvu`) per user and movement; `dt_visualizado` null while unread.
 * - `ale_mensagem`: the movement's chat.
 */
export const MOVEMENT_TABLE = 'ale_movimento';
export const NOTIFICATION_TABLE = 'ale_mov_usuario';
export const MESSAGE_TABLE = 'ale_mensagem';

/** The generated table of alert configurations (schemas/alerts/alert.schema.json), referenced by movements. */
const ALERT_TABLE = 'alerta';

export const alertTables: readonly TableDef[] = [
  {
    name: MOVEMENT_TABLE,
    columns: [
      { name: 'id_movalerta', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
      { name: 'id_alerta', type: 'integer', notNull: true, references: { table: ALERT_TABLE, column: 'id_alerta' } },
      { name: 'id_elemento', type: 'integer', notNull: true, references: { table: 'elemento', column: 'id_elemento' } },
      { name: 'mov_titulo', type: 'text', notNull: true },
      { name: 'mov_msg_alerta', type: 'text', notNull: true },
      { name: 'mov_dt_alerta', type: 'text', notNull: true },
      { name: 'mov_causa', type: 'text', notNull: false },
      // No foreign key: a deleted frame must not block or erase the alert history.
      { name: 'id_frame', type: 'integer', notNull: false },
      { name: 'raise_key', type: 'text', notNull: true },
    ],
    uniques: [['id_alerta', 'raise_key']],
    indexes: [['id_elemento', 'mov_dt_alerta']],
  },
  {
    name: NOTIFICATION_TABLE,
    columns: [
      { name: 'id_mvu', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
      {
        name: 'id_movalerta',
        type: 'integer',
        notNull: true,
        references: { table: MOVEMENT_TABLE, column: 'id_movalerta', onDelete: 'cascade' },
      },
      // A user's feed goes with the user.
      { name: 'id_usuario', type: 'integer', notNull: true, references: { table: 'usuario', column: 'id_usuario', onDelete: 'cascade' } },
      { name: 'dt_visualizado', type: 'text', notNull: false },
    ],
    uniques: [['id_movalerta', 'id_usuario']],
    indexes: [['id_usuario', 'id_mvu']],
  },
  {
    name: MESSAGE_TABLE,
    columns: [
      { name: 'id_mensagem', type: 'integer', notNull: true, primaryKey: true, autoIncrement: true },
      {
        name: 'id_movalerta',
        type: 'integer',
        notNull: true,
        references: { table: MOVEMENT_TABLE, column: 'id_movalerta', onDelete: 'cascade' },
      },
      // No cascade: a comment keeps its author (deleting a user who commented answers 409; deactivate instead).
      { name: 'id_usuario', type: 'integer', notNull: true, references: { table: 'usuario', column: 'id_usuario' } },
      { name: 'mensagem', type: 'text', notNull: true },
      { name: 'data', type: 'text', notNull: true },
    ],
    uniques: [],
    indexes: [['id_movalerta', 'data'], ['id_usuario']],
  },
];

/**
 * Creates or completes the alert tables; safe at every start (runs inside the migration lock, after the
 * generated tables). Skipped when the models in use have no alert configurations (a test's own schemas).
 */
export async function migrateAlerts(db: Db, dialect: Dialect, tables: readonly TableDef[]): Promise<void> {
  if (!tables.some((table) => table.name === ALERT_TABLE)) return;
  await migrateTables(db, dialect, alertTables);
}
