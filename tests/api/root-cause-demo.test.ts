import { beforeAll, describe, expect, it } from 'vitest';
import type { ActionListRow, EffectAnalysis, EffectView } from '../../src/domain/root-cause/model.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { atUnit } from './helpers/demo.js';

const DAY = 86_400_000;

/**
 * With the demo series the north unit has a root-cause analysis (src/server/seed/demo-root-cause.ts): the fill
 * weight's mean shift opened from its SPC violation, and an effect opened from the filler's longest stop; the
 * violation and the stop answer their analysis, so the loop from stops and SPC is closed in the demo.
 */
describe.each(dialects)('demo root-cause analysis (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { seedDemoSeries: true } });
  let effects: EffectView[];

  beforeAll(async () => {
    const answer = await suite.api.get('RCA/queries/effects?page=1&perPage=25', suite.admin());
    expect(answer.status, answer.text).toBe(200);
    effects = answer.body.data;
  });

  it('opens the mean shift from its SPC violation and the longest stop from the stop, newest first', () => {
    expect(effects.map((effect) => [effect.form, effect.status])).toEqual([
      ['stop', 'open'],
      ['spc', 'in-analysis'],
    ]);
    const shift = effects[1]!;
    expect(shift).toMatchObject({ tag_code: 'FIL-101.WEIGHT', spc_rule: 2, counts: { causes: 3, actions: 3, open_actions: 2, late_actions: 1 } });
    expect(shift.id_violation).toEqual(expect.any(Number));
    expect(effects[0]!.id_stop).toEqual(expect.any(Number));
  });

  it('ranks the causes by GUT, keeps the chain of whys and the actions in their states', async () => {
    const answer = await suite.api.get(`RCA/queries/effects/${effects[1]!.id_effect}`, suite.admin());
    expect(answer.status, answer.text).toBe(200);
    const analysis = answer.body.data as EffectAnalysis;
    expect(analysis.rules).toEqual({ late_after_hours: 4, verification_required: true, approver: 'manager' });
    expect(analysis.causes.map((cause) => [cause.origin, cause.priority])).toEqual(
      expect.arrayContaining([
        ['method', 48],
        ['raw-material', 12],
        ['measure', 18],
      ]),
    );
    const method = analysis.causes.find((cause) => cause.origin === 'method')!;
    expect(method.whys).toHaveLength(3);
    expect(method.whys.filter((why) => why.id_parent === null)).toHaveLength(1);
    const states = Object.fromEntries(
      analysis.actions.map((action) => [action.title, [action.status, action.approval, action.verification.status, action.time_status]]),
    );
    expect(states).toEqual({
      'Restore the setpoint in the changeover checklist': ['completed', 'approved', 'effective', 'on-time'],
      'Calibrate the check-weigher': ['in-progress', 'approved', 'pending', 'on-time'],
      'Train the crews on setpoint changes': ['not-started', 'approved', 'pending', 'late'],
    });
  });

  it('lists the late training first to the operator, who may start it', async () => {
    const operator = { token: suite.demo.operator, headers: atUnit(suite.demo.north) };
    const list = await suite.api.get('RCA/queries/actions?page=1&perPage=25', operator);
    expect(list.status, list.text).toBe(200);
    const first = (list.body.data as ActionListRow[])[0]!;
    expect(first).toMatchObject({ title: 'Train the crews on setpoint changes', time_status: 'late', roles: expect.arrayContaining(['responsible']) });
    expect(first.allowed).toContain('start');
    const started = await suite.api.post(`RCA/actions/actions/${first.id_action}/command`, { version: first.version, command: 'start' }, operator);
    expect(started.status, started.text).toBe(200);
    expect(started.body.data.status).toBe('in-progress');
  });

  it('answers the analysis on the SPC violation and on the stop', async () => {
    const [stop, shift] = effects as [EffectView, EffectView];
    const from = new Date(Date.now() - 40 * DAY).toISOString();
    const to = new Date(Date.now() + DAY).toISOString();
    const violations = await suite.api.get(`SPC/queries/violations?rule=2&from=${from}&to=${to}&perPage=100`, suite.admin());
    expect(violations.status, violations.text).toBe(200);
    const violation = (violations.body.data as { id_violation: number; analysis: unknown }[]).find((row) => row.id_violation === shift.id_violation);
    expect(violation?.analysis).toEqual({ id_effect: shift.id_effect, status: 'in-analysis' });

    const stops = await suite.api.get(`EM/queries/stops?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, suite.admin());
    expect(stops.status, stops.text).toBe(200);
    const analysed = (stops.body.data as { id_stop: number; analysis: unknown }[]).filter((row) => row.analysis !== null);
    expect(analysed).toEqual([expect.objectContaining({ id_stop: stop.id_stop, analysis: { id_effect: stop.id_effect, status: 'open' } })]);
  });
});
