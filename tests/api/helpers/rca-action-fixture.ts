/**
 * Set-up of the root-cause action API tests: the people of an analysis (each a regular user of the north unit
 * with the module's pages), and effects and causes inserted as rows, so the action routes are tested alone.
 */
import type { Db } from '../../../src/server/db/create-database.js';
import type { ApiClient } from './api-client.js';
import type { Caller } from './demo-suite.js';
import { paths, type DemoSession } from './demo.js';
import { regularUser, type Person } from './user-fixtures.js';
import { wallDate } from '../../../src/domain/format/wall-time.js';
import { demoTimeZone } from '../../../src/server/seed/demo.js';

export const RCA_PAGES = ['root-cause.effects-page', 'root-cause.generate-analysis', 'root-cause.action-list'] as const;

/** Who holds which role on the fixture's effects and actions; `outsider` holds none, with every page permission. */
export interface RcaPeople {
  manager: Person;
  applicator: Person;
  teammate: Person;
  responsible: Person;
  examiner: Person;
  outsider: Person;
}

export async function rcaPeople(api: ApiClient, demo: DemoSession): Promise<RcaPeople> {
  const person = (login: string) => regularUser(api, demo, login, RCA_PAGES);
  const [manager, applicator, teammate, responsible, examiner, outsider] = [
    await person('rcamanager'),
    await person('rcaapplicator'),
    await person('rcateammate'),
    await person('rcaresponsible'),
    await person('rcaexaminer'),
    await person('rcaoutsider'),
  ];
  return { manager, applicator, teammate, responsible, examiner, outsider };
}

/** A user of the client that is linked to no unit: no one the north unit's analyses may name. */
export async function userOfNoUnit(api: ApiClient, admin: Caller, login: string): Promise<number> {
  const answer = await api.post(
    paths.users,
    { usu_nome: login, usu_login: login, usu_senha: 'Nowhere#Password2026', usu_tipo: '2', usu_permissao_dados: 1 },
    admin,
  );
  if (answer.status !== 200) throw new Error(`user ${login}: ${answer.text}`);
  return answer.body.data.id_usuario as number;
}

export interface EffectRow {
  unit: number;
  responsible: number;
  examiner: number;
  manager: number;
  team?: number[];
  status?: 'open' | 'in-analysis' | 'concluded' | 'canceled';
  description?: string;
}

/** An effect inserted as a row (the effect routes are another module's part). */
export async function insertEffect(db: Db, effect: EffectRow): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('rca_effect')
    .values({
      id_elemento: effect.unit,
      description: effect.description ?? 'Filler stops every hour',
      form: 'free',
      status: effect.status ?? 'in-analysis',
      id_responsible: effect.responsible,
      id_examiner: effect.examiner,
      id_manager: effect.manager,
      team: JSON.stringify(effect.team ?? []),
      occurred_at: now,
      version: 1,
      created_by: effect.responsible,
      created_at: now,
      updated_at: now,
    })
    .returning('id_effect')
    .executeTakeFirstOrThrow();
  return Number(row.id_effect);
}

/** A cause of the effect inserted as a row. */
export async function insertCause(
  db: Db,
  idEffect: number,
  createdBy: number,
  description = 'Worn nozzle',
  status: 'active' | 'canceled' = 'active',
): Promise<number> {
  const row = await db
    .insertInto('rca_cause')
    .values({
      id_effect: idEffect,
      origin: 'machine',
      description,
      gravity: 3,
      urgency: 4,
      tendency: 2,
      status,
      version: 1,
      created_by: createdBy,
      created_at: Date.now(),
    })
    .returning('id_cause')
    .executeTakeFirstOrThrow();
  return Number(row.id_cause);
}

export interface RulesValues {
  late_after_hours: number;
  verification_required: boolean;
  approver: 'none' | 'manager' | 'examiner';
}

const RULES = 'RCA/entities/RULES';

/** The unit's rules through their settings page (a singleton: created once, then updated). */
export async function setRcaRules(api: ApiClient, admin: Caller, rules: RulesValues): Promise<void> {
  const listed = await api.get(RULES, admin);
  const existing = (listed.body?.data ?? [])[0] as { id_rca_rule: number } | undefined;
  const answer = existing ? await api.put(`${RULES}/${existing.id_rca_rule}`, rules, admin) : await api.post(RULES, rules, admin);
  if (answer.status !== 200) throw new Error(`rules: ${answer.text}`);
}

/** A day `days` from today (UTC) as YYYY-MM-DD: ±3 days lies on the same side of "today" in every time zone. */
/** A day of the demo unit's calendar (its zone, not UTC: between 21:00 and 24:00 in São Paulo the UTC date is already tomorrow). */
export const dayFromToday = (days: number): string => wallDate(demoTimeZone, Date.now() + days * 86_400_000);
