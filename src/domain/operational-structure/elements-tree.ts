/** The operational structure as one tree (`GET EST/queries/elementsTree`): client → plant → unit. */
export type ActiveFlag = 'S' | 'N';

export interface TreeUnit {
  id_elemento: number;
  ele_descri: string;
  ele_ativo: ActiveFlag;
}

export interface TreePlant {
  plt_codigo: number;
  plt_descri: string;
  plt_ativo: ActiveFlag;
  units: TreeUnit[];
}

export interface TreeClient {
  cli_codigo: number;
  cli_descri: string;
  cli_ativo: ActiveFlag;
  plants: TreePlant[];
}

interface Rows {
  clients: Omit<TreeClient, 'plants'>[];
  plants: (Omit<TreePlant, 'units'> & { cli_codigo: number })[];
  units: (TreeUnit & { plt_codigo: number })[];
}

/** Nests flat rows, keeping their order; a plant or unit whose parent is not in the rows is left out. */
export function buildElementsTree({ clients, plants, units }: Rows): TreeClient[] {
  const unitsOf = new Map<number, TreeUnit[]>();
  for (const { plt_codigo, ...unit } of units) unitsOf.set(plt_codigo, [...(unitsOf.get(plt_codigo) ?? []), unit]);
  const plantsOf = new Map<number, TreePlant[]>();
  for (const { cli_codigo, ...plant } of plants) {
    plantsOf.set(cli_codigo, [...(plantsOf.get(cli_codigo) ?? []), { ...plant, units: unitsOf.get(plant.plt_codigo) ?? [] }]);
  }
  return clients.map((client) => ({ ...client, plants: plantsOf.get(client.cli_codigo) ?? [] }));
}
