import { decodeProtectedHeader, decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityTokenFrom } from '../oidc/code-flow.js';
import { startTestProvider, type TestProvider } from '../oidc/test-provider.js';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const ssoPath = 'ADFS/entities/DOMAIN';
const callback = 'http://127.0.0.1:5999/login';
const refusal = { status: 'UNAUTHORIZED', error: { code: 'UNAUTHORIZED', message: 'auth.signin.unauthorized' } };

let provider: TestProvider;
let impostor: TestProvider;

beforeAll(async () => {
  const clients = [
    { clientId: 'plant-web', redirectUris: [callback] },
    { clientId: 'other-app', redirectUris: [callback] },
  ];
  provider = await startTestProvider({ clients });
  // Same keys and client id at another address: only the issuer tells its tokens apart.
  impostor = await startTestProvider({ clients, keys: provider.keys });
});
afterAll(async () => {
  await provider?.close();
  await impostor?.close();
});

const tokenFor = (login: string, from: TestProvider = provider, clientId = 'plant-web') =>
  identityTokenFrom(from.issuer, { clientId, redirectUri: callback, login });

async function forged(token: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(decodeJwt(token)).setProtectedHeader(decodeProtectedHeader(token) as { alg: string }).sign(privateKey);
}

describe.each(dialects)('single sign-on (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let clientCode: number;
  const asAdmin = () => suite.admin();
  const loginAdfs = (body: unknown) => suite.api.post('CAC/actions/loginADFS', body);

  async function createUser(login: string, extra: Record<string, unknown> = {}): Promise<number> {
    const user = { usu_nome: login, usu_login: login, usu_senha: 'Sso#Password2026', usu_tipo: '2', usu_permissao_dados: 1, ...extra };
    const created = await suite.api.post(paths.users, user, asAdmin());
    expect(created.status).toBe(200);
    const id = created.body.data.id_usuario;
    expect((await suite.api.post(paths.userUnits, { id_usuario: id, id_elemento: suite.demo.north }, asAdmin())).status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    const settings = await suite.api.post(ssoPath, { domain: 'acme', instance: provider.issuer, clientId: 'plant-web' }, asAdmin());
    expect(settings.status).toBe(200);
    clientCode = settings.body.data.cli_codigo;
    await createUser('ana.sso');
    await createUser('robert', { usu_email: 'Bob@Corp.example.test' });
  });
  afterAll(() => suite.server?.close());

  it('answers the settings of a domain without a token, and 404 for an unknown domain', async () => {
    const answer = await suite.api.get('ADFS/queries/DOMAIN', { query: { domain: 'ACME ' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { instance: provider.issuer, tenant: null, clientId: 'plant-web', cli_codigo: clientCode } });
    const unknown = await suite.api.get('ADFS/queries/DOMAIN', { query: { domain: 'nowhere' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('global.error.messages.notFound');
    expect((await suite.api.get('ADFS/queries/DOMAIN')).status).toBe(400);
  });

  it('keeps domains unique and the settings page behind the permission', async () => {
    const again = await suite.api.post(ssoPath, { domain: 'acme', instance: provider.issuer, clientId: 'x' }, asAdmin());
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ domain: { key: 'validation.unique' } });
    expect(
      (await suite.api.post(ssoPath, { domain: 'Bad Domain', instance: 'http://id.example.com', clientId: 'x' }, asAdmin())).body.error.fields,
    ).toMatchObject({
      domain: { key: 'validation.pattern' },
      instance: { key: 'validation.pattern' },
    });
    expect((await suite.api.get(ssoPath, { token: suite.demo.operator, headers: atUnit(suite.demo.north) })).status).toBe(403);
  });

  it('signs in the user the provider names, like a password sign-in', async () => {
    const response = await loginAdfs({ username: 'ana.sso', id: await tokenFor('ana.sso'), client: clientCode });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'SUCCESS', data: { usu_login: 'ana.sso' }, userDataPermission: true, forcePasswordChange: false });
    expect(response.body.data).not.toHaveProperty('usu_senha');
    expect(response.body.units.map((unit: any) => unit.ele_descri)).toEqual(['North Line 1']);
    const session = await suite.api.get('CAC/queries/session', { token: response.body.token });
    expect(session.status).toBe(200);
    expect(session.body.data.usu_login).toBe('ana.sso');
  });

  it('accepts an identity token once: a replayed token is refused', async () => {
    const token = await tokenFor('ana.sso');
    expect((await loginAdfs({ username: 'ana.sso', id: token, client: clientCode })).status).toBe(200);
    const replayed = await loginAdfs({ username: 'ana.sso', id: token, client: clientCode });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual(refusal);
  });

  it('matches a name that is an e-mail to the user with that e-mail, ignoring case', async () => {
    const response = await loginAdfs({ username: 'bob@corp.example.test', id: await tokenFor('bob@corp.example.test'), client: String(clientCode) });
    expect(response.status).toBe(200);
    expect(response.body.data.usu_login).toBe('robert');
  });

  it.each([
    ['a forged signature', async () => forged(await tokenFor('ana.sso'))],
    ['another audience', () => tokenFor('ana.sso', provider, 'other-app')],
    ['another issuer', () => tokenFor('ana.sso', impostor)],
    [
      'an expired token',
      async () => {
        provider.idTokenTtl = -120;
        try {
          return await tokenFor('ana.sso');
        } finally {
          provider.idTokenTtl = 600;
        }
      },
    ],
    ['something that is not a token', async () => 'not-a-token'],
  ])('refuses %s with 401', async (_name, token) => {
    const response = await loginAdfs({ username: 'ana.sso', id: await token(), client: clientCode });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(refusal);
  });

  it('refuses a person the client does not know, or a user of another client', async () => {
    const other = await suite.server.app.database.db
      .insertInto('cliente')
      .values({ cli_descri: 'Other Co', cli_ativo: 'S' })
      .returning('cli_codigo')
      .executeTakeFirstOrThrow();
    await suite.server.app.database.db
      .insertInto('usuario')
      .values({ usu_nome: 'Eve', usu_login: 'eve', usu_senha: 'x', usu_tipo: '1', usu_ativo: 'S', cli_codigo: other.cli_codigo })
      .execute();
    expect((await loginAdfs({ username: 'eve', id: await tokenFor('eve'), client: clientCode })).body).toEqual(refusal);
    expect((await loginAdfs({ username: 'eve', id: await tokenFor('eve'), client: Number(other.cli_codigo) })).body).toEqual(refusal);
    expect((await loginAdfs({ username: 'nobody', id: await tokenFor('nobody'), client: clientCode })).status).toBe(401);
  });

  it('refuses a username that disagrees with the token, and a malformed body with 400', async () => {
    expect((await loginAdfs({ username: 'robert', id: await tokenFor('ana.sso'), client: clientCode })).body).toEqual(refusal);
    const malformed = await loginAdfs({ username: 'ana.sso', client: 'acme' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id: { key: 'global.labels.requiredField' }, client: { key: 'validation.integer' } });
  });

  it('refuses a key the body does not take with 400 and its field key, before the token is looked at', async () => {
    const token = await tokenFor('ana.sso');
    const extra = await loginAdfs({ username: 'ana.sso', id: token, client: clientCode, password: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatchObject({ code: 'VALIDATION', fields: { password: { key: 'validation.unknownField' } } });
    const tooLong = await loginAdfs({ username: 'a'.repeat(401), id: token, client: clientCode });
    expect(tooLong.body.error.fields).toEqual({ username: { key: 'global.labels.maxLengthExceeded', args: { max: 400 } } });
    // Refused before use, the token still signs in once.
    expect((await loginAdfs({ username: 'ana.sso', id: token, client: clientCode })).status).toBe(200);
  });

  it('keeps an inactive or blocked user out, with the password sign-in messages', async () => {
    const id = await createUser('idle.sso');
    await suite.api.put(`${paths.users}/${id}`, { usu_bloqueado: 1 }, asAdmin());
    const blocked = await loginAdfs({ username: 'idle.sso', id: await tokenFor('idle.sso'), client: clientCode });
    expect(blocked.status).toBe(401);
    expect(blocked.body.error.message).toBe('auth.signin.failurePasswordLimit');
    await suite.api.put(`${paths.users}/${id}`, { usu_bloqueado: 0, usu_ativo: 'N' }, asAdmin());
    const inactive = await loginAdfs({ username: 'idle.sso', id: await tokenFor('idle.sso'), client: clientCode });
    expect(inactive.body).toMatchObject({ status: 'UNAUTHORIZED_INACTIVE_USER', error: { message: 'auth.signin.inactiveUser' } });
  });
});
