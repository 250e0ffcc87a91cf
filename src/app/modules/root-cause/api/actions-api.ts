/** Every call of the analysis page's actions panel (src/server/modules/root-cause/README.md, Actions and Attachments). Refusals are ApiErrors with the server's key. */
import type { ActionView, AttachmentView, RcaHistoryRow, VerificationStatus } from '../../../../domain/root-cause/model.js';
import { api } from '../../../api/api-client.js';

type Data<T> = { data: T };

/** The 5W2H fields a user types; `id_cause` only when creating. */
export interface ActionFields {
  title: string;
  what: string;
  why: string;
  where: string | null;
  how: string | null;
  how_much: number | null;
  planned_time: string | null;
  spent_time: string | null;
  /** YYYY-MM-DD. */
  deadline: string;
  id_responsible: number;
  id_examiner: number;
}

export type StateCommand = 'start' | 'finish' | 'cancel' | 'send-for-approval' | 'approve' | 'disapprove';

export interface CommandBody {
  version: number;
  command: StateCommand;
  /** YYYY-MM-DD, to finish. */
  conclusion_date?: string;
  /** Required to disapprove. */
  comment?: string;
  /** The electronic signature of approve and disapprove. */
  password?: string;
}

export interface VerifyBody {
  version: number;
  /** YYYY-MM-DD. */
  date: string;
  status: Exclude<VerificationStatus, 'pending'>;
  commentary?: string;
}

export const createAction = async (idCause: number, fields: ActionFields): Promise<ActionView> =>
  (await api<string, Data<ActionView>>('RCA/actions/actions', { method: 'POST', json: { id_cause: idCause, ...fields } })).data;

export const updateAction = async (idAction: number, version: number, fields: Partial<ActionFields>): Promise<ActionView> =>
  (await api<string, Data<ActionView>>(`RCA/actions/actions/${idAction}`, { method: 'PUT', json: { version, ...fields } })).data;

export const runActionCommand = async (idAction: number, body: CommandBody): Promise<ActionView> =>
  (await api<string, Data<ActionView>>(`RCA/actions/actions/${idAction}/command`, { method: 'POST', json: body })).data;

export const verifyAction = async (idAction: number, body: VerifyBody): Promise<ActionView> =>
  (await api<string, Data<ActionView>>(`RCA/actions/actions/${idAction}/verify`, { method: 'POST', json: body })).data;

/** The new not-started copy. */
export const duplicateAction = async (idAction: number, version: number): Promise<ActionView> =>
  (await api<string, Data<ActionView>>(`RCA/actions/actions/${idAction}/duplicate`, { method: 'POST', json: { version } })).data;

export const fetchActionHistory = async (idAction: number, signal?: AbortSignal): Promise<RcaHistoryRow[]> =>
  (await api<string, Data<RcaHistoryRow[]>>(`RCA/queries/actions/${idAction}/history`, { signal })).data;

export async function uploadAttachment(idAction: number, file: File): Promise<AttachmentView> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await api<string, Data<AttachmentView>>(`RCA/actions/actions/${idAction}/attachments`, { method: 'POST', body })).data;
}

export const downloadAttachment = (idAttachment: number): Promise<Blob> => api<string, Blob>(`RCA/queries/attachments/${idAttachment}`, { read: 'blob' });

export const deleteAttachment = async (idAttachment: number): Promise<{ id_attachment: number }> =>
  (await api<string, Data<{ id_attachment: number }>>(`RCA/actions/attachments/${idAttachment}`, { method: 'DELETE' })).data;
