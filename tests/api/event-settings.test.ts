import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { complementaryTypes, frames, motives, userGroups } from './helpers/event-manager-paths.js';
import { httpClient, statusCounts, type HttpClient } from './helpers/http-client.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const tags = 'MES/entities/MESTAG';
const parameters = 'EST/entities/PARAMETROS';
const limitReached = { error: { code: 'EVENT_LIMIT', message: 'global.warning.messages.registerEventLimit' } };
const fieldError = (field: string, key: string) => ({ [field]: { key } });

/** Event-manager settings (business modules §4, §8): frames, motives, complementary types and their rules. */
describe.each(dialects)('event settings (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const operator = () => ({ token: suite.demo.operator, headers: { 'id-element': String(suite.demo.north) } });
  let http: HttpClient;
  let parametersId: number;
  let northGroup: number;
  let southGroup: number;
  let northTag: number;
  let southTag: number;
  let frameSeq = 0;
  const frame = (values: Record<string, unknown> = {}) => ({ code: `F${++frameSeq}`, description: `Frame ${frameSeq}`, ...values });
  const setLimit = async (active_event_limit: number) =>
    expect((await suite.api.put(`${parameters}/${parametersId}`, { active_event_limit }, admin())).status).toBe(200);
  const activeFrames = async (unit = suite.demo.north) => {
    const page = await suite.api.get(frames, { ...admin(unit), query: { filter: { active: true }, range: [0, 0] } });
    return Number(String(page.headers['content-range']).split('/')[1]);
  };
  const idOf = async (path: string, caller: ReturnType<typeof admin>, filter: Record<string, unknown>, key: string) =>
    Number((await suite.api.get(path, { ...caller, query: { filter } })).body.data[0][key]);
  const createMotive = async (values: Record<string, unknown>, unit = suite.demo.north) => {
    const group = unit === suite.demo.north ? northGroup : southGroup;
    const created = await suite.api.post(motives, { description: `Motive ${values.code}`, id_motive_group: group, ...values }, admin(unit));
    expect(created.status).toBe(200);
    return Number(created.body.data.id_motive);
  };

  beforeAll(async () => {
    http = await httpClient(suite.server.app);
    parametersId = (await suite.api.post(parameters, { failed_sign_in_limit: 5, user_limit: 0 }, admin())).body.data.id_parametros;
    northGroup = await idOf(paths.motiveGroups, admin(), { code: 'MECH' }, 'id_motive_group');
    const south = await suite.api.post(paths.motiveGroups, { code: 'SOUTH', description: 'South stops' }, admin(suite.demo.south));
    southGroup = Number(south.body.data.id_motive_group);
    northTag = Number((await suite.api.post(tags, { code: 'RUN-N', active: true }, admin())).body.data.id_tag);
    southTag = Number((await suite.api.post(tags, { code: 'RUN-S', active: true }, admin(suite.demo.south))).body.data.id_tag);
  });

  it('creates a frame with every field and reads it back', async () => {
    const motive = await createMotive({ code: 'JAM', loss_category: 'availability', color: '#aa0000' });
    const typeId = Number(
      (await suite.api.post(complementaryTypes, { code: 'SHIFTNOTE', description: 'Shift note' }, admin())).body.data.id_complementary_type,
    );
    const related = Number((await suite.api.post(frames, frame({ active: false }), admin())).body.data.id_frame);
    const operatorId = await idOf(paths.users, admin(), { usu_login: 'operator' }, 'id_usuario');
    const group = Number((await suite.api.post(userGroups, { gru_descri: 'Stop approvers', users: [operatorId] }, admin())).body.data.id_grupo_usuario);
    const body = {
      code: 'PRESS-1',
      description: 'Press 1 stops',
      active: true,
      status: 'open',
      insertion: 'automatic',
      id_tag_state: northTag,
      stop_condition: 'lessOrEqual',
      stop_value: 0.5,
      min_duration_sec: 90,
      min_interval_sec: 30,
      execution_interval_min: 2,
      motive_required: true,
      annulment_allowed: false,
      motive_groups: [northGroup],
      motives: [motive],
      complementary_types: [typeId],
      related_frames: [related],
      recorders: [operatorId],
      recorder_groups: [group],
      approvers: [operatorId],
      approver_groups: [group],
      annullers: [operatorId],
      annuller_groups: [group],
      integration_url: 'https://erp.example.com/stops',
    };
    const created = await suite.api.post(frames, body, admin());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...body, id_elemento: suite.demo.north });
    const read = await suite.api.get(`${frames}/${created.body.data.id_frame}`, admin());
    expect(read.body.data).toMatchObject(body);
  });

  it('fills the frame defaults of the spec', async () => {
    const created = await suite.api.post(frames, frame(), admin());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      active: true,
      insertion: 'manual',
      stop_condition: 'equal',
      stop_value: 0,
      min_duration_sec: 120,
      min_interval_sec: 60,
      execution_interval_min: 5,
    });
  });

  it("refuses (406) an active frame past the client's limit, per unit, and means no limit at 0", async () => {
    const limit = (await activeFrames()) + 1;
    await setLimit(limit);
    expect((await suite.api.post(frames, frame(), admin())).status).toBe(200);
    const refused = await suite.api.post(frames, frame(), admin());
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual(limitReached);
    const inactive = await suite.api.post(frames, frame({ active: false }), admin());
    expect(inactive.status).toBe(200);
    const id = inactive.body.data.id_frame;
    expect((await suite.api.put(`${frames}/${id}`, { active: true }, admin())).body).toEqual(limitReached);
    expect((await suite.api.put(`${frames}/${id}`, { description: 'still inactive' }, admin())).status).toBe(200);
    expect(await activeFrames()).toBe(limit);
    // Another unit counts its own frames.
    if ((await activeFrames(suite.demo.south)) < limit) expect((await suite.api.post(frames, frame(), admin(suite.demo.south))).status).toBe(200);
    // Editing an active frame at the limit passes; deactivating one frees a place.
    const active = await idOf(frames, admin(), { active: true }, 'id_frame');
    expect((await suite.api.put(`${frames}/${active}`, { description: 'edited at the limit' }, admin())).status).toBe(200);
    expect((await suite.api.put(`${frames}/${active}`, { active: false }, admin())).status).toBe(200);
    expect((await suite.api.put(`${frames}/${id}`, { active: true }, admin())).status).toBe(200);
    await setLimit(0);
    for (let i = 0; i < 3; i++) expect((await suite.api.post(frames, frame(), admin())).status).toBe(200);
  });

  it('creates exactly the active frames the limit has room for when 12 arrive at once', async () => {
    const limit = (await activeFrames()) + 2;
    await setLimit(limit);
    const bodies = Array.from({ length: 12 }, () => frame());
    const responses = await Promise.all(bodies.map((body) => http.post(frames, body, admin())));
    expect(statusCounts(responses)).toEqual({ 200: 2, 406: 10 });
    for (const response of responses.filter((r) => r.status !== 200)) expect(response.body).toEqual(limitReached);
    expect(await activeFrames()).toBe(limit);
    await setLimit(0);
  });

  it('asks an automatic frame for its state tag, on create and on update', async () => {
    const refused = await suite.api.post(frames, frame({ insertion: 'automatic' }), admin());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual(fieldError('id_tag_state', 'equipmentStops.errors.stateTagRequired'));
    const manual = await suite.api.post(frames, frame(), admin());
    const id = manual.body.data.id_frame;
    const toAutomatic = await suite.api.put(`${frames}/${id}`, { insertion: 'automatic' }, admin());
    expect(toAutomatic.status).toBe(400);
    expect(toAutomatic.body.error.fields).toEqual(fieldError('id_tag_state', 'equipmentStops.errors.stateTagRequired'));
    expect((await suite.api.put(`${frames}/${id}`, { insertion: 'automatic', id_tag_state: northTag }, admin())).status).toBe(200);
  });

  it("refuses a state tag of another plant, and another unit's motives", async () => {
    const otherPlant = await suite.api.post(frames, frame({ insertion: 'automatic', id_tag_state: southTag }), admin());
    expect(otherPlant.status).toBe(400);
    expect(otherPlant.body.error.fields).toEqual(fieldError('id_tag_state', 'validation.referenceNotFound'));
    const southMotive = await createMotive({ code: 'SOUTHJAM' }, suite.demo.south);
    const otherUnit = await suite.api.post(frames, frame({ motives: [southMotive] }), admin());
    expect(otherUnit.status).toBe(400);
    expect(otherUnit.body.error.fields).toEqual(fieldError('motives', 'validation.referenceNotFound'));
    const southGroupRefused = await suite.api.post(frames, frame({ motive_groups: [southGroup] }), admin());
    expect(southGroupRefused.body.error.fields).toEqual(fieldError('motive_groups', 'validation.referenceNotFound'));
  });

  it('allows only active motives to be added, even from an inactive group, and keeps a motive deactivated later', async () => {
    const inactive = await createMotive({ code: 'OLD', active: false });
    const refused = await suite.api.post(frames, frame({ motives: [inactive] }), admin());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual(fieldError('motives', 'equipmentStops.errors.motiveInactive'));
    const closedGroup = await suite.api.post(paths.motiveGroups, { code: 'CLOSED', description: 'Closed group', active: 'N' }, admin());
    const inClosedGroup = await createMotive({ code: 'INCLOSED', id_motive_group: closedGroup.body.data.id_motive_group });
    const created = await suite.api.post(frames, frame({ motives: [inClosedGroup] }), admin());
    expect(created.status).toBe(200);
    expect((await suite.api.put(`${motives}/${inClosedGroup}`, { active: false }, admin())).status).toBe(200);
    expect((await suite.api.put(`${frames}/${created.body.data.id_frame}`, { description: 'renamed' }, admin())).status).toBe(200);
  });

  it('refuses (409) deleting a motive a frame allows, and deletes it once the frame no longer does', async () => {
    const motive = await createMotive({ code: 'INUSE' });
    const created = await suite.api.post(frames, frame({ motives: [motive] }), admin());
    const refused = await suite.api.delete(`${motives}/${motive}`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT_REFERENCED');
    expect((await suite.api.put(`${frames}/${created.body.data.id_frame}`, { motives: [] }, admin())).status).toBe(200);
    expect((await suite.api.delete(`${motives}/${motive}`, admin())).status).toBe(200);
  });

  it('keeps motive codes unique per unit without case (409)', async () => {
    await createMotive({ code: 'Belt' });
    for (const code of ['BELT', 'belt', ' Belt ']) {
      const refused = await suite.api.post(motives, { code, description: 'Again', id_motive_group: northGroup }, admin());
      expect(refused.status).toBe(409);
      expect(refused.body.error.fields).toEqual(fieldError('code', 'validation.unique'));
    }
    await createMotive({ code: 'belt' }, suite.demo.south);
  });

  it('lists the motives of one group', async () => {
    const process = await idOf(paths.motiveGroups, admin(), { code: 'PROC' }, 'id_motive_group');
    await createMotive({ code: 'PR1', id_motive_group: process, loss_category: 'quality' });
    await createMotive({ code: 'PR2', id_motive_group: process, loss_category: 'planned' });
    const listed = await suite.api.get(motives, { ...admin(), query: { filter: { id_motive_group: process } } });
    expect(listed.body.data.map((m: { code: string }) => m.code).sort()).toEqual(['PR1', 'PR2']);
  });

  it('creates complementary types of each field kind, with the choices of a choice', async () => {
    const choice = { code: 'CAUSE', description: 'Root cause', field_type: 'choice', options: ['Wear', 'Operator', 'Material'], required: true };
    const created = await suite.api.post(complementaryTypes, choice, admin());
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...choice, active: true, id_elemento: suite.demo.north });
    for (const field_type of ['text', 'number', 'date'])
      expect((await suite.api.post(complementaryTypes, { code: `CT-${field_type}`, description: field_type, field_type }, admin())).status).toBe(200);
  });

  it('refuses (403) the demo operator, who lacks the settings pages, and lets them read motives', async () => {
    const refusals = [
      await suite.api.get(frames, operator()),
      await suite.api.post(frames, frame(), operator()),
      await suite.api.post(motives, { code: 'OP', description: 'By operator', id_motive_group: northGroup }, operator()),
      await suite.api.post(paths.motiveGroups, { code: 'OPG', description: 'By operator' }, operator()),
      await suite.api.post(complementaryTypes, { code: 'OPC', description: 'By operator' }, operator()),
      await suite.api.get(complementaryTypes, operator()),
    ];
    for (const refused of refusals) expect(refused.status).toBe(403);
    expect((await suite.api.get(motives, operator())).status).toBe(200);
  });

  it.each([
    ['a frame with an unknown insertion', frames, { code: 'BAD1', description: 'x', insertion: 'sometimes' }, 'insertion'],
    ['a frame code too long', frames, { code: 'X'.repeat(21), description: 'x' }, 'code'],
    ['a negative minimum duration', frames, { code: 'BAD2', description: 'x', min_duration_sec: -1 }, 'min_duration_sec'],
    ['motives as text', frames, { code: 'BAD3', description: 'x', motives: 'all' }, 'motives'],
    ['an unknown motive id', frames, { code: 'BAD4', description: 'x', motives: [987654] }, 'motives'],
    ['an integration address that is no URL', frames, { code: 'BAD5', description: 'x', integration_url: 'erp stops' }, 'integration_url'],
    ['a motive without group', motives, { code: 'BAD6', description: 'x' }, 'id_motive_group'],
    ['a motive with an unknown loss category', motives, { code: 'BAD7', description: 'x', loss_category: 'maybe' }, 'loss_category'],
    ['a motive colour that is no colour', motives, { code: 'BAD8', description: 'x', color: 'red' }, 'color'],
    ['a complementary type of an unknown kind', complementaryTypes, { code: 'BAD9', description: 'x', field_type: 'image' }, 'field_type'],
  ])('answers 400 naming the field to %s', async (_, path, body, field) => {
    const withGroup = path === motives && field !== 'id_motive_group' ? { ...body, id_motive_group: northGroup } : body;
    const refused = await suite.api.post(path, withGroup, admin());
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toContain(field);
  });

  it('answers 400, never 500, to a body that is no JSON object', async () => {
    for (const raw of ['{"code":', '[]', '"frame"', 'null']) {
      const refused = await suite.api.post(frames, undefined, { ...admin(), raw });
      expect(refused.status).toBe(400);
    }
  });
});
