import { describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-server.js';
import { atUnit, paths } from './helpers/demo.js';
import { demoSuite } from './helpers/demo-suite.js';

const TOKENS = 'CAC/entities/TOKEN';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const measuresRead = { menu_id: 'settings.unit-measurement', read: true, write: false };

/** API tokens (`/settings/token`, issue 11 section 8): created once, stored hashed, scoped, revocable. */
describe.each(dialects)('API tokens (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const admin = () => suite.admin();
  const create = async (body: Record<string, unknown>) =>
    suite.api.post(TOKENS, { name: 'ERP link', scopes: [measuresRead], expires_at: inDays(30), ...body }, admin());
  const as = (secret: string, unit?: number) => ({ token: secret, headers: unit ? atUnit(unit) : {} });

  it('shows the secret once: in the create answer, never in the list', async () => {
    const created = await create({ name: 'Historian' });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.secret).toMatch(/^ptk_[A-Za-z0-9_-]{43}$/);
    expect(created.body.data).toMatchObject({
      name: 'Historian',
      scopes: [measuresRead],
      revoked_at: null,
      last_used_at: null,
      created_by_name: expect.any(String),
    });
    const listed = await suite.api.get(TOKENS, admin());
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(created.body.data.secret);
    expect(listed.body.data.find((token: { name: string }) => token.name === 'Historian')).not.toHaveProperty('secret');
  });

  it('refuses a key the create form does not send, and creates nothing', async () => {
    const before = (await suite.api.get(TOKENS, admin())).body.data.length;
    const answer = await create({ name: 'Sneaky', created_by: 1 });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.error.fields).toEqual({ created_by: { key: 'validation.unknownField' } });
    expect((await suite.api.get(TOKENS, admin())).body.data).toHaveLength(before);
  });

  it('never sends the stored hash in any answer', async () => {
    const created = await create({});
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(created.body.data.secret).digest('hex');
    for (const answer of [
      created,
      await suite.api.get(TOKENS, admin()),
      await suite.api.post(`${TOKENS}/${created.body.data.id_api_token}/revoke`, {}, admin()),
    ]) {
      expect(answer.text).not.toContain(hash);
      expect(answer.text).not.toContain('secret_hash');
    }
  });

  it('lets a token read within its scopes and records its last use', async () => {
    const { secret, id_api_token } = (await create({ name: 'Reader' })).body.data;
    const read = await suite.api.get(paths.measures, as(secret));
    expect(read.status, read.text).toBe(200);
    expect(read.body.data.length).toBeGreaterThan(0);
    const token = (await suite.api.get(TOKENS, admin())).body.data.find((row: { id_api_token: number }) => row.id_api_token === id_api_token);
    expect(Date.now() - Date.parse(token.last_used_at)).toBeLessThan(60_000);
  });

  it('refuses what lies outside the scopes with 403: another page, a write on a read scope, token and user management', async () => {
    const { secret } = (await create({})).body.data;
    expect((await suite.api.get(paths.tagGroups, as(secret))).status).toBe(403);
    expect((await suite.api.post(paths.measures, { code: 'lb', description: 'Pound', symbol: 'lb', decimal_places: 2 }, as(secret))).status).toBe(403);
    expect((await suite.api.get(TOKENS, as(secret))).status).toBe(403);
    expect((await create({})).status).toBe(200);
    expect((await suite.api.post(TOKENS, { name: 'x', scopes: [measuresRead], expires_at: inDays(1) }, as(secret))).status).toBe(403);
    expect((await suite.api.get(paths.users, as(secret))).status).toBe(403);
    expect((await suite.api.get('CAC/queries/session', as(secret))).status).toBe(403);
  });

  it('writes within a write scope, and only in its own plant', async () => {
    const { secret } = (await create({ scopes: [{ menu_id: 'settings.unit-measurement', read: true, write: true }] })).body.data;
    const written = await suite.api.post(
      paths.measures,
      { code: 'lbf', description: 'Pound force', symbol: 'lbf', decimal_places: 2 },
      as(secret, suite.demo.north),
    );
    expect(written.status, written.text).toBe(200);
    expect((await suite.api.get(paths.measures, as(secret, suite.demo.south))).status).toBe(403);
  });

  it('refuses a revoked token at once and an expired one with 401', async () => {
    const { secret, id_api_token } = (await create({})).body.data;
    expect((await suite.api.get(paths.measures, as(secret))).status).toBe(200);
    const revoked = await suite.api.post(`${TOKENS}/${id_api_token}/revoke`, {}, admin());
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).toEqual(expect.any(String));
    expect((await suite.api.get(paths.measures, as(secret))).status).toBe(401);

    const expiring = (await create({})).body.data;
    await suite.server.app.database.db
      .updateTable('api_token')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_api_token', '=', expiring.id_api_token)
      .execute();
    expect((await suite.api.get(paths.measures, as(expiring.secret))).status).toBe(401);
    expect((await suite.api.get(paths.measures, as('ptk_unknownsecretvalue'))).status).toBe(401);
  });

  it('refuses bad input with the field at fault (400), never a 500', async () => {
    const empty = await suite.api.post(TOKENS, {}, admin());
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['expires_at', 'name', 'scopes']);
    const past = await create({ expires_at: inDays(-1) });
    expect(past.body.error.fields).toEqual({ expires_at: { key: 'tokens.errors.expiryPast' } });
    const users = await create({ scopes: [{ menu_id: 'settings.access-control.user-registration', read: true, write: true }] });
    expect(users.status).toBe(400);
    expect(users.body.error.fields.scopes.key).toBe('tokens.errors.scopeForbidden');
    const unknown = await create({ scopes: [{ menu_id: 'no.such.page', read: true, write: false }] });
    expect(unknown.body.error.fields.scopes.key).toBe('tokens.errors.scopeUnknown');
    expect((await suite.api.post(`${TOKENS}/999999/revoke`, {}, admin())).status).toBe(404);
    expect((await suite.api.post(`${TOKENS}/abc/revoke`, {}, admin())).status).toBe(404);
    for (const raw of ['null', '[]', '"x"', '42', '{"name":{"a":1},"scopes":"all","expires_at":1e308}', '{"scopes":[null,1,"x",{"menu_id":5}]}']) {
      const junk = await suite.api.call('POST', TOKENS, undefined, { ...admin(), raw });
      expect(junk.status, raw).toBe(400);
    }
  });

  it('refuses a non-admin (403) on every token route', async () => {
    const operator = { token: suite.demo.operator, headers: atUnit(suite.demo.north) };
    expect((await suite.api.get(TOKENS, operator)).status).toBe(403);
    expect((await suite.api.post(TOKENS, { name: 'mine', scopes: [measuresRead], expires_at: inDays(1) }, operator)).status).toBe(403);
    expect((await suite.api.post(`${TOKENS}/1/revoke`, {}, operator)).status).toBe(403);
  });
});
