/** The calls of the elements tree: the tree itself, and writes through the plants and units entities. */
import type { ElementsTreeAnswer } from '../../../generated/api-types.js';
import { api } from '../../api/api-client.js';

export const PLANTS = 'EST/entities/PLANTA';
export const UNITS = 'EST/entities/ELEMENTO';

export const fetchElementsTree = () => api<string, ElementsTreeAnswer>('EST/queries/elementsTree');

export const addPlant = (name: string) => api(PLANTS, { method: 'POST', json: { plt_descri: name } });

export const addUnit = (plantId: number, name: string) => api(UNITS, { method: 'POST', json: { plt_codigo: plantId, ele_descri: name } });

export const moveUnit = (unitId: number, plantId: number) => api(`${UNITS}/${unitId}`, { method: 'PUT', json: { plt_codigo: plantId } });

export const movePlant = (plantId: number, clientId: number) =>
  api('EST/actions/movePlant', { method: 'PUT', json: { plt_codigo: plantId, cli_codigo: clientId } });

/** Sets the active flag of a client, plant or unit. */
export function setActive(kind: 'client' | 'plant' | 'unit', id: number, active: boolean) {
  const [path, flag] = { client: ['EST/entities/CLIENTE', 'cli_ativo'], plant: [PLANTS, 'plt_ativo'], unit: [UNITS, 'ele_ativo'] }[kind];
  return api(`${path}/${id}`, { method: 'PUT', json: { [flag!]: active ? 'S' : 'N' } });
}
