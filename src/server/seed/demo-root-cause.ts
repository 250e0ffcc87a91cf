import type { ModelCatalog } from '../core/model-catalog.js';
import type { Database } from '../db/create-database.js';
import type { RequestAccess } from '../fastify-types.js';
import type { AccessScope } from '../modules/access/access-scope.js';
import { createEntity } from '../modules/entities/entity-service.js';
import { createAction } from '../modules/root-cause/action-create.js';
import { runActionCommand } from '../modules/root-cause/action-command.js';
import { verifyAction } from '../modules/root-cause/action-verify.js';
import { createCause } from '../modules/root-cause/cause-write.js';
import { createEffect } from '../modules/root-cause/effect-create.js';
import { createWhy } from '../modules/root-cause/why-write.js';
import { wallDate } from '../../domain/format/wall-time.js';
import type { ActionView, CauseView, EffectView, Origin } from '../../domain/root-cause/model.js';

type Deps = { database: Database; catalog: ModelCatalog };

export interface DemoPeople {
  admin: { id: number; password: string };
  operator: number;
}

const DAY = 86_400_000;

const catalogue: { code: string; description: string; origin: Origin }[] = [
  { code: 'MAC-VALVE', description: 'Filling valve wear', origin: 'machine' },
  { code: 'MAC-NOZZLE', description: 'Nozzle clogged', origin: 'machine' },
  { code: 'MET-SETPOINT', description: 'Setpoint changed outside the procedure', origin: 'method' },
  { code: 'RAW-DENSITY', description: 'Product density out of range', origin: 'raw-material' },
  { code: 'LAB-TRAINING', description: 'Crew not trained on the changeover', origin: 'labour' },
  { code: 'MEA-SCALE', description: 'Check-weigher out of calibration', origin: 'measure' },
  { code: 'ENV-TEMP', description: 'Room temperature swing', origin: 'environment' },
];

/** The seed acts as the demo admin, through the module's own services (every rule and history row as in the API). */
async function adminAccess(deps: Deps, scope: AccessScope, idAdmin: number): Promise<RequestAccess> {
  const unit = await deps.database.db
    .selectFrom('elemento')
    .innerJoin('planta', 'planta.plt_codigo', 'elemento.plt_codigo')
    .select(['elemento.id_elemento', 'elemento.ele_descri', 'planta.plt_codigo', 'planta.plt_descri', 'planta.cli_codigo'])
    .where('elemento.id_elemento', '=', scope.unit!.id_elemento)
    .executeTakeFirstOrThrow();
  const summary = {
    id_elemento: Number(unit.id_elemento),
    ele_descri: String(unit.ele_descri),
    plt_codigo: Number(unit.plt_codigo),
    plt_descri: String(unit.plt_descri),
    cli_codigo: Number(unit.cli_codigo),
  };
  return { ...scope, isAdmin: true, userId: idAdmin, user: { id_usuario: idAdmin }, tokenHash: '', units: [summary], unit: summary, permissions: new Map() };
}

/** The planted mean shift of the fill weight (rule 2 on the X̄-R card), found by the SPC evaluation at seeding. */
async function meanShiftViolation(deps: Deps, unit: number): Promise<number | null> {
  const row = await deps.database.db
    .selectFrom('spc_violation')
    .innerJoin('spc_cards', 'spc_cards.id_card', 'spc_violation.id_card')
    .select('spc_violation.id_violation')
    .where('spc_violation.id_elemento', '=', unit)
    .where('spc_cards.code', '=', 'FW-XR')
    .where('spc_violation.rule', '=', 2)
    .orderBy('spc_violation.point_ms')
    .executeTakeFirst();
  return row ? Number(row.id_violation) : null;
}

/** The filler's longest finished stop of the last day (what the stopping-point page shows first), the one worth an analysis. */
async function longestStop(deps: Deps, unit: number, now: number): Promise<number | null> {
  const stops = await deps.database.db
    .selectFrom('equipment_stop')
    .select(['id_stop', 'start_ms', 'end_ms'])
    .where('id_elemento', '=', unit)
    .where('status', '=', 'finished')
    .where('start_ms', '>=', now - DAY)
    .execute();
  const longest = stops.sort((a, b) => Number(b.end_ms) - Number(b.start_ms) - (Number(a.end_ms) - Number(a.start_ms)))[0];
  return longest ? Number(longest.id_stop) : null;
}

/**
 * The demo's root-cause analysis (issue 14) at the north unit: the rules (late 4 h after the deadline, efficiency
 * verification required, the effect's manager approves), a catalogue of causes on the six origins, the analysis of
 * the fill weight's mean shift opened from its SPC violation (three causes ranked by GUT, a chain of whys, an action
 * completed and verified effective, one in progress, and one late that the operator has to carry out), and an
 * effect opened from the filler's longest stop of the last day, waiting for its causes.
 */
export async function seedDemoRootCause(
  deps: Deps,
  scope: AccessScope,
  people: DemoPeople,
  { now = Date.now(), timeZone }: { now?: number; timeZone: string },
): Promise<void> {
  const create = async (name: string, body: Record<string, unknown>) => createEntity(deps, deps.catalog.get(name)!, scope, body);
  await create('rca-rules', { late_after_hours: 4, verification_required: true, approver: 'manager' });
  const catalogueIds = new Map<string, number>();
  for (const cause of catalogue) catalogueIds.set(cause.code, Number((await create('rca-causes', { ...cause, active: true })).id_cause_catalogue));

  const unit = scope.unit!.id_elemento;
  const access = await adminAccess(deps, scope, people.admin.id);
  const { database } = deps;
  // Days of the unit's calendar (the demo works on Brazilian time), as deadlines and verifications are.
  const day = (offset: number) => wallDate(timeZone, now + offset * DAY);

  const idViolation = await meanShiftViolation(deps, unit);
  const effect: EffectView = await createEffect(database, access, {
    description: 'Fill weight mean shifted above target for two hours',
    ...(idViolation === null ? {} : { source: { type: 'spc', id: idViolation } }),
    team: [people.operator],
  });
  const addCause = async (code: string, origin: Origin, gravity: number, urgency: number, tendency: number): Promise<CauseView> =>
    createCause(database, access, {
      id_effect: effect.id_effect,
      effect_version: await effectVersion(deps, effect.id_effect),
      origin,
      id_cause_catalogue: catalogueIds.get(code)!,
      gravity,
      urgency,
      tendency,
    });
  const setpoint = await addCause('MET-SETPOINT', 'method', 4, 4, 3);
  const density = await addCause('RAW-DENSITY', 'raw-material', 3, 2, 2);
  const scale = await addCause('MEA-SCALE', 'measure', 3, 3, 2);

  const first = await createWhy(database, access, { id_cause: setpoint.id_cause, text: 'The setpoint was raised by 2 g during the shift' });
  const second = await createWhy(database, access, {
    id_cause: setpoint.id_cause,
    id_parent: first.id_why,
    text: 'To make up for light bottles after a nozzle change',
  });
  await createWhy(database, access, {
    id_cause: setpoint.id_cause,
    id_parent: second.id_why,
    text: 'The changeover checklist does not ask to restore the setpoint',
  });
  await createWhy(database, access, { id_cause: density.id_cause, text: 'The syrup batch was at the top of its density range' });

  const approved = async (action: ActionView): Promise<ActionView> => {
    const sent = await runActionCommand(database, access, action.id_action, { version: action.version, command: 'send-for-approval' });
    return runActionCommand(database, access, action.id_action, { version: sent.version, command: 'approve', password: people.admin.password });
  };
  const checklist = await approved(
    await createAction(database, access, {
      id_cause: setpoint.id_cause,
      title: 'Restore the setpoint in the changeover checklist',
      what: 'Add a step to restore and confirm the fill setpoint after every nozzle change',
      why: 'The setpoint stayed 2 g high after the last changeover',
      where: 'Filler 101',
      how: 'Revise the checklist and brief each crew at the shift handover',
      how_much: 0,
      planned_time: '04:00',
      deadline: day(1),
    }),
  );
  const started = await runActionCommand(database, access, checklist.id_action, { version: checklist.version, command: 'start' });
  const finished = await runActionCommand(database, access, checklist.id_action, { version: started.version, command: 'finish' });
  await verifyAction(database, access, checklist.id_action, {
    version: finished.version,
    date: day(0),
    status: 'effective',
    commentary: 'No rule-2 signal on FW-XR since the checklist changed',
  });

  const calibration = await approved(
    await createAction(database, access, {
      id_cause: scale.id_cause,
      title: 'Calibrate the check-weigher',
      what: 'Calibrate the check-weigher with certified weights',
      why: 'Its readings drifted from the laboratory scale',
      where: 'Check-weigher CW-101',
      how: 'Calibration procedure QP-12',
      how_much: 350,
      planned_time: '02:30',
      deadline: day(6),
    }),
  );
  await runActionCommand(database, access, calibration.id_action, { version: calibration.version, command: 'start' });

  await approved(
    await createAction(database, access, {
      id_cause: setpoint.id_cause,
      title: 'Train the crews on setpoint changes',
      what: 'A 30-minute session on when and how the fill setpoint may change',
      why: 'Crews adjusted the setpoint to hide a nozzle problem',
      where: 'Line 1 meeting room',
      how: 'Session at each shift handover',
      id_responsible: people.operator,
      planned_time: '01:30',
      deadline: day(-2),
    }),
  );

  const idStop = await longestStop(deps, unit, now);
  if (idStop !== null)
    await createEffect(database, access, { description: 'Filler 101: the longest stop of the last day', source: { type: 'stop', id: idStop } });
}

async function effectVersion(deps: Deps, idEffect: number): Promise<number> {
  const row = await deps.database.db.selectFrom('rca_effect').select('version').where('id_effect', '=', idEffect).executeTakeFirstOrThrow();
  return Number(row.version);
}
