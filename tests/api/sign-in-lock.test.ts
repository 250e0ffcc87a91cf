import { describe, expect, it } from 'vitest';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { regularUser } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';

const minutes = (n: number) => n * 60_000;
const wrong = 'Wrong#Password1';

describe.each(dialects)('temporary sign-in lock with back-off (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const login = async (username: string, password: string) => {
    const answer = await suite.api.post('CAC/actions/login', { username, password });
    return { status: answer.status, body: answer.body };
  };
  const attemptsRow = (name: string) => suite.server.app.database.db.selectFrom('tentativa_login').selectAll().where('login', '=', name).executeTakeFirst();
  /** How long the lock set by the last failure lasts. */
  const lockLength = async (name: string) => {
    const row = await attemptsRow(name);
    return Date.parse(row!.bloqueado_ate) - Date.parse(row!.ultima_falha);
  };
  /** Moves the clock past the lock: the stored end goes to the past. */
  const expireLock = (name: string) =>
    suite.server.app.database.db
      .updateTable('tentativa_login')
      .set({ bloqueado_ate: new Date(Date.now() - 1000).toISOString() })
      .where('login', '=', name)
      .execute();
  /** Fails `count` times with a known and an unknown name side by side; both must get the same answers. */
  const failBoth = async (known: string, unknown: string, count: number) => {
    const answers = [];
    for (let i = 0; i < count; i++) {
      const a = await login(known, wrong);
      const b = await login(unknown, wrong);
      expect(b).toEqual(a);
      answers.push(a);
    }
    return answers;
  };

  it('locks a known and an unknown name alike: same countdown, same status, same lock length', async () => {
    const gil = await regularUser(suite.api, suite.demo, 'gil', []);
    const answers = await failBoth('gil', 'ghost-gil', 5);
    expect(answers.map((a) => [a.status, a.body.status, a.body.remainingAttempts])).toEqual([
      [401, 'UNAUTHORIZED_PASSWORD', 4],
      [401, 'UNAUTHORIZED_PASSWORD', 3],
      [401, 'UNAUTHORIZED_PASSWORD', 2],
      [401, 'UNAUTHORIZED_PASSWORD', 1],
      [401, 'UNAUTHORIZED_PASSWORD_LIMIT', 0],
    ]);
    expect(await lockLength('gil')).toBe(minutes(15));
    expect(await lockLength('ghost-gil')).toBe(minutes(15));
    expect((await login('gil', gil.password)).body.status).toBe('UNAUTHORIZED_PASSWORD_LIMIT');
    expect(await login('ghost-gil', gil.password)).toEqual(await login('gil', gil.password));
    const record = (await suite.api.get(`${paths.users}/${gil.id}`, admin())).body.data;
    expect(record.usu_bloqueado).toBe(0);
    expect(Date.parse(record.usu_bloqueado_ate)).toBeGreaterThan(Date.now());
  });

  it('lets the name try again when the lock runs out, with a fresh countdown and a lock twice as long', async () => {
    const hal = await regularUser(suite.api, suite.demo, 'hal', []);
    await failBoth('hal', 'ghost-hal', 5);
    expect(await lockLength('hal')).toBe(minutes(15));
    for (const next of [30, 60]) {
      await expireLock('hal');
      await expireLock('ghost-hal');
      const answers = await failBoth('hal', 'ghost-hal', 5);
      expect(answers[0]!.body).toMatchObject({ status: 'UNAUTHORIZED_PASSWORD', tentativasLogin: 1, remainingAttempts: 4 });
      expect(answers[4]!.body.status).toBe('UNAUTHORIZED_PASSWORD_LIMIT');
      expect(await lockLength('hal')).toBe(minutes(next));
      expect(await lockLength('ghost-hal')).toBe(minutes(next));
    }
    await expireLock('hal');
    expect((await login('hal', hal.password)).status).toBe(200);
    expect(await attemptsRow('hal')).toBeUndefined();
    await failBoth('hal', 'ghost-hal-2', 5);
    expect(await lockLength('hal')).toBe(minutes(15));
  });

  it("lifts the lock at once with an admin's unblock", async () => {
    const ivo = await regularUser(suite.api, suite.demo, 'ivo', []);
    await failBoth('ivo', 'ghost-ivo', 5);
    expect((await login('ivo', ivo.password)).body.status).toBe('UNAUTHORIZED_PASSWORD_LIMIT');
    const unblocked = await suite.api.put(`${paths.users}/${ivo.id}`, { usu_bloqueado: 0 }, admin());
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data.usu_bloqueado_ate ?? null).toBeNull();
    expect((await login('ivo', ivo.password)).status).toBe(200);
  });

  it('keeps a block set by an admin until an admin lifts it; only the right password learns of it', async () => {
    const jon = await regularUser(suite.api, suite.demo, 'jon', []);
    expect((await suite.api.put(`${paths.users}/${jon.id}`, { usu_bloqueado: 1 }, admin())).status).toBe(200);
    expect(await login('jon', wrong)).toEqual(await login('ghost-jon', wrong));
    expect((await login('jon', jon.password)).body.status).toBe('UNAUTHORIZED_PASSWORD_LIMIT');
    await expireLock('jon');
    expect((await login('jon', jon.password)).body.status).toBe('UNAUTHORIZED_PASSWORD_LIMIT');
    expect((await suite.api.put(`${paths.users}/${jon.id}`, { usu_bloqueado: 0 }, admin())).status).toBe(200);
    expect((await login('jon', jon.password)).status).toBe(200);
  });

  it("takes the first lock's length from the client's sign_in_lock_minutes", async () => {
    const saved = await suite.api.post('EST/entities/PARAMETROS', { failed_sign_in_limit: 2, sign_in_lock_minutes: 5, user_limit: 0 }, admin());
    expect(saved.status).toBe(200);
    expect(saved.body.data.sign_in_lock_minutes).toBe(5);
    await regularUser(suite.api, suite.demo, 'kim', []);
    const answers = await failBoth('kim', 'ghost-kim', 2);
    expect(answers.map((a) => a.body.status)).toEqual(['UNAUTHORIZED_PASSWORD', 'UNAUTHORIZED_PASSWORD_LIMIT']);
    expect(await lockLength('kim')).toBe(minutes(5));
    expect(await lockLength('ghost-kim')).toBe(minutes(5));
  });
});
