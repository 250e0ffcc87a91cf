import type { APIRequestContext } from '@playwright/test';
import { adminApi } from './admin-api.js';

export interface Person {
  id: number;
  login: string;
  password: string;
}

/**
 * Users of North Line 1 with the Operator profile, created as the demo admin for the sign-in and
 * session tests (the demo users stay as they are). Logins carry a run id, so a run leaves
 * nothing another spec or run could trip over.
 */
export async function sessionFixture(request: APIRequestContext) {
  const { north, call, operatorProfile: findOperatorProfile } = await adminApi(request);
  const operatorProfile = await findOperatorProfile();
  const parameters = (await call('get', 'EST/entities/PARAMETROS')) as { failed_sign_in_limit: number }[];

  return {
    /** Failed attempts allowed before blocking: the demo client's parameters, 5 without them. */
    attemptLimit: parameters[0]?.failed_sign_in_limit ?? 5,

    /** A user with `fields` laid over an active, consenting user; linked to North Line 1 unless `unit` is false. */
    async user(login: string, fields: Record<string, unknown> = {}, unit = true): Promise<Person> {
      const password = 'Session#Pass-2026';
      const user = await call('post', 'CAC/entities/USUARIO', {
        usu_nome: login,
        usu_login: login,
        usu_senha: password,
        usu_tipo: '2',
        usu_permissao_dados: 1,
        ...fields,
      });
      if (unit) await call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: north, profiles: [operatorProfile] });
      return { id: user.id_usuario, login, password };
    },

    /** The user as the server has it now. */
    read: (id: number) => call('get', `CAC/entities/USUARIO/${id}`),
  };
}
