import type { APIRequestContext } from '@playwright/test';
import { adminApi } from './admin-api.js';

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
  const { north, call, operatorProfile: findOperatorProfile } = await adminApi(request);
  const operatorProfile = await findOperatorProfile();
  const post = (path: string, data: Record<string, unknown>) => call('post', path, data);

  const fixture = { domain: `acme-${run}`, login: `ana.sso.${run}`, password: 'Sso#Password2026', newcomer: `new.sso.${run}` };
  await post('ADFS/entities/DOMAIN', { domain: fixture.domain, instance: issuer, clientId: 'plant-web' });
  for (const [login, consent] of [
    [fixture.login, 1],
    [fixture.newcomer, 0],
  ] as const) {
    const user = await post('CAC/entities/USUARIO', {
      usu_nome: `SSO ${login}`,
      usu_login: login,
      usu_senha: fixture.password,
      usu_tipo: '2',
      usu_permissao_dados: consent,
    });
    await post('CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: north, profiles: [operatorProfile] });
  }
  return fixture;
}
