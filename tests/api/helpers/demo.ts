import { demoPasswords } from '../../../src/server/seed/demo.js';
import type { ApiClient } from './api-client.js';

/** Paths of the seeded entities used across the API tests. */
export const paths = {
  clients: 'EST/entities/CLIENTE',
  plants: 'EST/entities/PLANTA',
  units: 'EST/entities/ELEMENTO',
  periods: 'EST/entities/PERIODO',
  users: 'CAC/entities/USUARIO',
  profiles: 'CAC/entities/PERFIL',
  userUnits: 'CAC/entities/USUARIO_ELEMENTO',
  measures: 'MES/entities/UNIDADEMEDIDA',
  tagGroups: 'MES/entities/TAGGROUP',
  motiveGroups: 'EM/entities/MOTIVEGROUP',
} as const;

export interface DemoSession {
  admin: string;
  operator: string;
  north: number;
  south: number;
}

/** Signs in both demo users and finds the two demo units. */
export async function demoSession(api: ApiClient): Promise<DemoSession> {
  const admin = await api.login('admin', demoPasswords.admin);
  const operator = await api.login('operator', demoPasswords.operator);
  const units = (await api.get(paths.units, { token: admin })).body.data as { id_elemento: number; ele_descri: string }[];
  const unitId = (name: string) => units.find((unit) => unit.ele_descri === name)!.id_elemento;
  return { admin, operator, north: unitId('North Line 1'), south: unitId('South Line 1') };
}

/** Headers that pick a unit, as the SPA sends after the unit selector. */
export const atUnit = (id: number) => ({ 'id-element': String(id) });
