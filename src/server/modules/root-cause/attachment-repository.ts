/** Reads and writes of `rca_attachment`; an attachment belongs to the unit of its action's effect. */
import type { AttachmentView } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import type { AttachmentContentType } from './attachment-store.js';
import { ACTION_TABLE, ATTACHMENT_TABLE, EFFECT_TABLE } from './rca-tables.js';

export interface AttachmentRecord extends AttachmentView {
  id_action: number;
  stored_name: string;
}

type Raw = Record<string, unknown>;

const recordOf = (row: Raw): AttachmentRecord => ({
  id_attachment: Number(row.id_attachment),
  id_action: Number(row.id_action),
  stored_name: String(row.stored_name),
  file_name: String(row.file_name),
  content_type: row.content_type as AttachmentContentType,
  size: Number(row.size),
  created_at: new Date(Number(row.created_at)).toISOString(),
});

/** The attachment of the unit (its action's effect's unit), or null. */
export async function findAttachment(db: Db, idAttachment: number, unit: number): Promise<AttachmentRecord | null> {
  const row = await db
    .selectFrom(`${ATTACHMENT_TABLE} as f`)
    .innerJoin(`${ACTION_TABLE} as a`, 'a.id_action', 'f.id_action')
    .innerJoin(`${EFFECT_TABLE} as e`, 'e.id_effect', 'a.id_effect')
    .select(['f.id_attachment', 'f.id_action', 'f.stored_name', 'f.file_name', 'f.content_type', 'f.size', 'f.created_at'])
    .where('f.id_attachment', '=', idAttachment)
    .where('e.id_elemento', '=', unit)
    .executeTakeFirst();
  return row ? recordOf(row as Raw) : null;
}

export async function countAttachments(db: Db, idAction: number): Promise<number> {
  const row = await db
    .selectFrom(ATTACHMENT_TABLE)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('id_action', '=', idAction)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface NewAttachment {
  id_action: number;
  stored_name: string;
  file_name: string;
  content_type: AttachmentContentType;
  size: number;
  created_by: number;
  created_at: number;
}

/** Inserts the row and answers it as the routes do. */
export async function insertAttachment(db: Db, attachment: NewAttachment): Promise<AttachmentView> {
  const row = (await db.insertInto(ATTACHMENT_TABLE).values(attachment).returning('id_attachment').executeTakeFirstOrThrow()) as Raw;
  const { id_action: _action, stored_name: _stored, ...view } = recordOf({ ...attachment, id_attachment: row.id_attachment });
  return view;
}

export async function deleteAttachmentRow(db: Db, idAttachment: number): Promise<void> {
  await db.deleteFrom(ATTACHMENT_TABLE).where('id_attachment', '=', idAttachment).execute();
}
