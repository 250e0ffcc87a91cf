import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from './helpers/api-client.js';
import { paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

describe.each(dialects)('the password hash never leaves the server (%s)', (dialect) => {
  let log = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk) => (log += chunk));
  const suite = demoSuite(dialect, { config: { logLevel: 'trace' }, logStream });
  let hashes: string[];
  const asAdmin = () => suite.admin();

  function expectNoSecret(response: ApiResponse): void {
    expect(response.status).toBeLessThan(300);
    expect(response.text).not.toContain('usu_senha');
    expect(response.text).not.toContain('$argon2');
    for (const hash of hashes) expect(response.text).not.toContain(hash.split('$').pop()!);
  }

  async function storedHashes(): Promise<string[]> {
    const rows = await suite.server.app.database.db.selectFrom('usuario').select('usu_senha').execute();
    return rows.map((row) => String(row.usu_senha));
  }

  beforeAll(async () => {
    hashes = await storedHashes();
  });

  it('stores argon2id hashes with the agreed cost', () => {
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('is absent from sign-in, session, list and read answers', async () => {
    expectNoSecret(await suite.api.post('CAC/actions/login', { username: 'admin', password: 'Admin#Plant2026' }));
    expectNoSecret(await suite.api.get('CAC/queries/session', asAdmin()));
    const list = await suite.api.get(paths.users, asAdmin());
    expectNoSecret(list);
    expectNoSecret(await suite.api.get(`${paths.users}/${list.body.data[0].id_usuario}`, asAdmin()));
  });

  it('is absent from create, update and delete answers, and an update without password keeps it', async () => {
    const created = await suite.api.post(paths.users, { usu_nome: 'New', usu_login: 'new.user', usu_senha: 'New#Password2026', usu_tipo: '2' }, asAdmin());
    hashes = await storedHashes();
    expectNoSecret(created);
    const path = `${paths.users}/${created.body.data.id_usuario}`;
    const renamed = await suite.api.put(path, { ...created.body.data, usu_nome: 'Renamed', usu_senha: '' }, asAdmin());
    expectNoSecret(renamed);
    expect(await storedHashes()).toEqual(hashes);

    const changed = await suite.api.put(path, { usu_senha: 'Changed#Password2026', usu_forcar_nova_senha: 0 }, asAdmin());
    expectNoSecret(changed);
    hashes = await storedHashes();
    expect((await suite.api.post('CAC/actions/login', { username: 'new.user', password: 'New#Password2026' })).status).toBe(401);
    const link = await suite.api.post(paths.userUnits, { id_usuario: created.body.data.id_usuario, id_elemento: suite.demo.north }, asAdmin());
    expect(link.status).toBe(200);
    expectNoSecret(await suite.api.post('CAC/actions/login', { username: 'new.user', password: 'Changed#Password2026' }));
    await suite.api.delete(`${paths.userUnits}/${link.body.data.id_usuario_elemento}`, asAdmin());
    expectNoSecret(await suite.api.delete(path, asAdmin()));
  });

  it('cannot be searched, sorted or filtered on', async () => {
    expect((await suite.api.get(paths.users, { ...asAdmin(), query: { sort: ['usu_senha', 'ASC'] } })).status).toBe(400);
    expect((await suite.api.get(paths.users, { ...asAdmin(), query: { filter: { usu_senha: hashes[0] } } })).status).toBe(400);
  });

  it('is absent from the log, as are the passwords and tokens', async () => {
    await suite.api.post('CAC/actions/login', { username: 'admin', password: 'Wrong#Password1' });
    await suite.api.post(paths.users, { usu_nome: 'Log', usu_login: 'log.user', usu_senha: 'Log#Password2026', usu_tipo: '2' }, asAdmin());
    expect(log).toContain('"statusCode"');
    for (const secret of ['Admin#Plant2026', 'Wrong#Password1', 'Log#Password2026', suite.demo.admin, '$argon2', ...hashes]) {
      expect(log).not.toContain(secret);
    }
  });
});
