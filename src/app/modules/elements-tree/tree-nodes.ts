import type { ElementsTreeAnswer } from '../../../generated/api-types.js';

export type NodeKind = 'client' | 'plant' | 'unit';

/** One row of the tree, whatever its level. */
export interface TreeNode {
  key: string;
  kind: NodeKind;
  id: number;
  name: string;
  active: boolean;
  /** The client of a plant, the plant of a unit. */
  parentId: number | null;
  children: TreeNode[];
}

const isActive = (flag: string) => flag !== 'N';

/** The answer as uniform nodes, keyed `client:1`, `plant:10`, `unit:100`. */
export function toTreeNodes(clients: ElementsTreeAnswer['data']): TreeNode[] {
  return clients.map((client) => ({
    key: `client:${client.cli_codigo}`,
    kind: 'client',
    id: client.cli_codigo,
    name: client.cli_descri,
    active: isActive(client.cli_ativo),
    parentId: null,
    children: client.plants.map((plant) => ({
      key: `plant:${plant.plt_codigo}`,
      kind: 'plant',
      id: plant.plt_codigo,
      name: plant.plt_descri,
      active: isActive(plant.plt_ativo),
      parentId: client.cli_codigo,
      children: plant.units.map((unit) => ({
        key: `unit:${unit.id_elemento}`,
        kind: 'unit',
        id: unit.id_elemento,
        name: unit.ele_descri,
        active: isActive(unit.ele_ativo),
        parentId: plant.plt_codigo,
        children: [],
      })),
    })),
  }));
}

/** Every key of nodes that have children: what "expand all" opens. */
export const branchKeys = (nodes: readonly TreeNode[]): string[] =>
  nodes.flatMap((node) => (node.children.length ? [node.key, ...branchKeys(node.children)] : []));

/** Where a node may move: the other plants of its client (a unit) or the other clients (a plant). */
export function moveTargets(nodes: readonly TreeNode[], node: TreeNode): TreeNode[] {
  if (node.kind === 'plant') return nodes.filter((client) => client.id !== node.parentId);
  if (node.kind !== 'unit') return [];
  const client = nodes.find((candidate) => candidate.children.some((plant) => plant.id === node.parentId));
  return (client?.children ?? []).filter((plant) => plant.id !== node.parentId);
}
