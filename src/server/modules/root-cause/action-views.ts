/** Actions as the routes answer them (model.ts ActionView, ActionListRow): the caller's roles, what they may do, time status. */
import { allowedActionCommands, type ActionContext, type ActionState } from '../../../domain/root-cause/action-rules.js';
import type { ActionListRow, ActionView, AttachmentView, PersonRef } from '../../../domain/root-cause/model.js';
import { rolesOnAction, type EffectPeople } from '../../../domain/root-cause/roles.js';
import { actionTimeStatus } from '../../../domain/root-cause/time-status.js';
import type { Db } from '../../db/create-database.js';
import { actionRecordsOfEffect, type ActionRecord } from './action-repository.js';
import { personOf, personRefs } from './people.js';
import type { RcaViewer } from './rca-context.js';
import { ATTACHMENT_TABLE } from './rca-tables.js';

/** What the views of a set of actions share: the names of their people and their files. */
export interface ActionViewSources {
  people: ReadonlyMap<number, PersonRef>;
  attachments: ReadonlyMap<number, AttachmentView[]>;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const actionStateOf = (record: ActionRecord): ActionState => ({
  status: record.status,
  approval: record.approval,
  verification_status: record.verification_status,
  suspended: record.suspended,
});

/** The context the domain's rules judge the caller's commands in. */
export function actionContextOf(record: ActionRecord, viewer: RcaViewer, effectPeople: EffectPeople = record.effect_people): ActionContext {
  return {
    roles: rolesOnAction(viewer.userId, effectPeople, { responsible: record.id_responsible, examiner: record.id_examiner }),
    rules: viewer.rules,
    effectStatus: record.effect_status,
    causeStatus: record.cause_status,
  };
}

export const timeStatusOf = (record: ActionRecord, viewer: RcaViewer) =>
  actionTimeStatus(
    { status: record.status, deadline: record.deadline, concluded_at_ms: record.concluded_at },
    viewer.nowMs,
    viewer.rules.late_after_hours,
    viewer.timeZone,
  );

/** The files of the actions, oldest first (metadata only). */
export async function attachmentsOf(db: Db, idActions: readonly number[]): Promise<Map<number, AttachmentView[]>> {
  const byAction = new Map<number, AttachmentView[]>();
  if (idActions.length === 0) return byAction;
  const rows = await db
    .selectFrom(ATTACHMENT_TABLE)
    .select(['id_attachment', 'id_action', 'file_name', 'content_type', 'size', 'created_at'])
    .where('id_action', 'in', [...new Set(idActions)])
    .orderBy('created_at')
    .orderBy('id_attachment')
    .execute();
  for (const row of rows) {
    const idAction = Number(row.id_action);
    const list = byAction.get(idAction) ?? [];
    list.push({
      id_attachment: Number(row.id_attachment),
      file_name: String(row.file_name),
      content_type: row.content_type as AttachmentView['content_type'],
      size: Number(row.size),
      created_at: iso(Number(row.created_at)),
    });
    byAction.set(idAction, list);
  }
  return byAction;
}

/** The people and files the views of `records` show, read once for all of them. */
export async function actionViewSources(db: Db, records: readonly ActionRecord[]): Promise<ActionViewSources> {
  const [people, attachments] = await Promise.all([
    personRefs(
      db,
      records.flatMap((record) => [record.id_responsible, record.id_examiner]),
    ),
    attachmentsOf(
      db,
      records.map((record) => record.id_action),
    ),
  ]);
  return { people, attachments };
}

/** One action as the caller sees it. */
export function actionViewOf(
  record: ActionRecord,
  viewer: RcaViewer,
  sources: ActionViewSources,
  effectPeople: EffectPeople = record.effect_people,
): ActionView {
  const context = actionContextOf(record, viewer, effectPeople);
  return {
    id_action: record.id_action,
    id_effect: record.id_effect,
    id_cause: record.id_cause,
    title: record.title,
    what: record.what,
    why: record.why,
    where: record.where_text,
    how: record.how,
    how_much: record.how_much,
    planned_time: record.planned_time,
    spent_time: record.spent_time,
    deadline: record.deadline,
    responsible: personOf(sources.people, record.id_responsible),
    examiner: personOf(sources.people, record.id_examiner),
    status: record.status,
    time_status: timeStatusOf(record, viewer),
    approval: record.approval,
    suspended: record.suspended,
    conclusion_date: record.conclusion_date,
    verification: { date: record.verification_date, status: record.verification_status, commentary: record.verification_commentary },
    attachments: sources.attachments.get(record.id_action) ?? [],
    roles: [...context.roles],
    allowed: allowedActionCommands(actionStateOf(record), context),
    created_at: iso(record.created_at),
    version: record.version,
  };
}

/** A row of the action list: the view with its effect's and cause's descriptions and the cause's origin. */
export function actionListRowOf(record: ActionRecord, viewer: RcaViewer, sources: ActionViewSources): ActionListRow {
  return {
    ...actionViewOf(record, viewer, sources),
    effect_description: record.effect_description,
    cause_description: record.cause_description,
    origin: record.origin,
  };
}

/** One action of the unit, read again (after a write, in the same transaction). */
export async function actionViewOfRecord(db: Db, record: ActionRecord, viewer: RcaViewer): Promise<ActionView> {
  return actionViewOf(record, viewer, await actionViewSources(db, [record]));
}

/** The actions of one effect of the viewer's unit, oldest first, as the effect's analysis shows them. */
export async function actionViewsOfEffect(db: Db, idEffect: number, viewer: RcaViewer, effectPeople: EffectPeople): Promise<ActionView[]> {
  const records = await actionRecordsOfEffect(db, idEffect, viewer.unit);
  const sources = await actionViewSources(db, records);
  return records.map((record) => actionViewOf(record, viewer, sources, effectPeople));
}
