/** Attaching, deleting and reading the files of an action (README.md, Attachments). */
import { checkActionCommand } from '../../../domain/root-cause/action-rules.js';
import type { AttachmentView } from '../../../domain/root-cause/model.js';
import { rolesOnAction } from '../../../domain/root-cause/roles.js';
import { notFound } from '../../core/api-error.js';
import type { Database, Db } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import { findActionRecord, type ActionRecord } from './action-repository.js';
import { countAttachments, deleteAttachmentRow, findAttachment, insertAttachment } from './attachment-repository.js';
import {
  ATTACHMENTS_PER_ACTION,
  attachmentLimitReached,
  attachmentTypeOf,
  attachmentTypeRefused,
  readAttachmentFile,
  removeAttachmentFile,
  sanitisedFileName,
  writeAttachmentFile,
} from './attachment-store.js';
import type { RcaViewer } from './rca-context.js';
import { refusalError } from './rca-errors.js';
import { writeActionHistory } from './rca-history.js';
import { lockEffectOfAction } from './effect-lock.js';

/** Counting and writing the files of one action are one step for every writer of that action. */
const ATTACHMENT_LOCK = 'rca-attachments';

/** Files are the work of the action's responsible or an applicator of its effect, while the action is open. */
function assertMayAttach(viewer: RcaViewer, action: ActionRecord): void {
  const roles = rolesOnAction(viewer.userId, action.effect_people, { responsible: action.id_responsible, examiner: action.id_examiner });
  const state = { status: action.status, approval: action.approval, verification_status: action.verification_status, suspended: action.suspended };
  const refusal = checkActionCommand(state, 'attach', { roles, rules: viewer.rules, effectStatus: action.effect_status, causeStatus: action.cause_status });
  if (refusal) throw refusalError(refusal);
}

/** The action of the viewer's unit that the viewer may attach files to now; 404 or the refusal otherwise. */
export async function attachableAction(db: Db, viewer: RcaViewer, idAction: number): Promise<ActionRecord> {
  const action = await findActionRecord(db, idAction, viewer.unit);
  if (!action) throw notFound();
  assertMayAttach(viewer, action);
  return action;
}

export interface AttachmentUpload {
  content: Buffer;
  filename: string;
}

/** Stores the file and its row; the limit is counted under the action's lock, and a file of a failed write is removed. */
export async function addAttachment(
  database: Database,
  uploadDir: string,
  viewer: RcaViewer,
  idAction: number,
  upload: AttachmentUpload,
): Promise<AttachmentView> {
  const type = attachmentTypeOf(upload.content);
  if (!type) throw attachmentTypeRefused();
  const fileName = sanitisedFileName(upload.filename, type);
  let storedName: string | null = null;
  try {
    return await guardedWrite(database, async (tx) => {
      await lockEffectOfAction(tx, idAction);
      await tx.lock(ATTACHMENT_LOCK, idAction);
      await attachableAction(tx.db, viewer, idAction);
      if ((await countAttachments(tx.db, idAction)) >= ATTACHMENTS_PER_ACTION) throw attachmentLimitReached();
      storedName = await writeAttachmentFile(uploadDir, upload.content, type);
      const view = await insertAttachment(tx.db, {
        id_action: idAction,
        stored_name: storedName,
        file_name: fileName,
        content_type: type,
        size: upload.content.length,
        created_by: viewer.userId,
        created_at: viewer.nowMs,
      });
      await writeActionHistory(tx.db, { id_action: idAction, userId: viewer.userId, atMs: viewer.nowMs, action: 'attached', comment: fileName });
      return view;
    });
  } catch (error) {
    if (storedName !== null) await removeAttachmentFile(uploadDir, storedName);
    throw error;
  }
}

/** Deletes the row (and writes the history) in one transaction; the file goes once it has committed. */
export async function deleteAttachment(database: Database, uploadDir: string, viewer: RcaViewer, idAttachment: number): Promise<{ id_attachment: number }> {
  const found = await findAttachment(database.db, idAttachment, viewer.unit);
  if (!found) throw notFound();
  return guardedWrite(database, async (tx) => {
    await lockEffectOfAction(tx, found.id_action);
    await tx.lock(ATTACHMENT_LOCK, found.id_action);
    const attachment = await findAttachment(tx.db, idAttachment, viewer.unit);
    if (!attachment) throw notFound();
    await attachableAction(tx.db, viewer, attachment.id_action);
    await deleteAttachmentRow(tx.db, idAttachment);
    await writeActionHistory(tx.db, {
      id_action: attachment.id_action,
      userId: viewer.userId,
      atMs: viewer.nowMs,
      action: 'attachment-deleted',
      comment: attachment.file_name,
    });
    tx.afterCommit(() => removeAttachmentFile(uploadDir, attachment.stored_name));
    return { id_attachment: idAttachment };
  });
}

/** The file of an attachment of the viewer's unit, with what its download needs. */
export async function readAttachment(database: Database, uploadDir: string, viewer: RcaViewer, idAttachment: number) {
  const attachment = await findAttachment(database.db, idAttachment, viewer.unit);
  if (!attachment) throw notFound();
  return { attachment, content: await readAttachmentFile(uploadDir, attachment.stored_name) };
}
