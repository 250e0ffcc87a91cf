import { expect, type APIRequestContext } from '@playwright/test';
import { demo } from './helpers.js';

export const api = (path: string) => `/plataforma/${path}`;

/**
 * Calls as the demo admin at North Line 1, for specs that set up their own users and records
 * (the demo users stay untouched). Every call must answer 200.
 */
export async function adminApi(request: APIRequestContext) {
  const signedIn = await request.post(api('CAC/actions/login'), { data: demo.admin });
  expect(signedIn.status()).toBe(200);
  const { token, data: admin } = (await signedIn.json()) as { token: string; data: { cli_codigo: number } };
  const units = (await (await request.get(api('EST/entities/ELEMENTO'), { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  const north = units.find((unit: { ele_descri: string }) => unit.ele_descri === 'North Line 1').id_elemento as number;
  const headers = { Authorization: `Bearer ${token}`, 'id-element': String(north) };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](api(path), { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()).data;
  };
  const operatorProfile = async () => {
    const profiles = (await call('get', 'CAC/entities/PERFIL')) as { id_perfil: number; per_descri: string }[];
    return profiles.find((profile) => profile.per_descri === 'Operator')!.id_perfil;
  };
  return { token, clientId: admin.cli_codigo, north, headers, call, operatorProfile };
}
