import { expect, type APIRequestContext } from '@playwright/test';
import { demo } from './helpers.js';

const api = (path: string) => `/plataforma/${path}`;

export interface SsoFixture {
  domain: string;
  /** Login of the platform user the provider's login names; also its password sign-in. */
  login: string;
  password: string;
  /** A user who has not yet given consent to the use of personal data. */
  newcomer: string;
}

/**
 * What the single sign-on tests need, created as the demo admin (the demo users stay as they
 * are): the domain's settings pointing at the test provider, and a user of North Line 1 with
 * the Operator profile who has already given consent, and one who has not.
 */
export async function createSsoFixture(request: APIRequestContext, issuer: string, run: string): Promise<SsoFixture> {
  const signedIn = await request.post(api('CAC/actions/login'), { data: demo.admin });
  expect(signedIn.status()).toBe(200);
  const token = (await signedIn.json()).token as string;
  const units = (await (await request.get(api('EST/entities/ELEMENTO'), { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  const north = units.find((unit: { ele_descri: string }) => unit.ele_descri === 'North Line 1').id_elemento as number;
  const headers = { Authorization: `Bearer ${token}`, 'id-element': String(north) };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(api(path), { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()).data;
  };
  const profiles = (await (await request.get(api('CAC/entities/PERFIL'), { headers })).json()).data as { id_perfil: number; per_descri: string }[];
  const operatorProfile = profiles.find((profile) => profile.per_descri === 'Operator')!.id_perfil;

  const fixture = { domain: `acme-${run}`, login: `ana.sso.${run}`, password: 'Sso#Password2026', newcomer: `new.sso.${run}` };
  await post('ADFS/entities/DOMAIN', { domain: fixture.domain, instance: issuer, clientId: 'plant-web' });
  for (const [login, consent] of [[fixture.login, 1], [fixture.newcomer, 0]] as const) {
    const user = await post('CAC/entities/USUARIO', {
      usu_nome: `SSO ${login}`, usu_login: login, usu_senha: fixture.password, usu_tipo: '2', usu_permissao_dados: consent,
    });
    await post('CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: north, profiles: [operatorProfile] });
  }
  return fixture;
}
