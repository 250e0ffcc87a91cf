import { expect, it } from 'vitest';
import { branchKeys, moveTargets, toTreeNodes } from './tree-nodes.js';

const nodes = toTreeNodes([
  {
    cli_codigo: 1,
    cli_descri: 'Acme',
    cli_ativo: 'S',
    plants: [
      { plt_codigo: 10, plt_descri: 'North', plt_ativo: 'S', units: [{ id_elemento: 100, ele_descri: 'Line 1', ele_ativo: 'N' }] },
      { plt_codigo: 11, plt_descri: 'South', plt_ativo: 'S', units: [] },
    ],
  },
  { cli_codigo: 2, cli_descri: 'Other', cli_ativo: 'S', plants: [] },
]);

it('keys nodes by kind and id and keeps the active flag', () => {
  const unit = nodes[0]!.children[0]!.children[0]!;
  expect(unit).toMatchObject({ key: 'unit:100', kind: 'unit', parentId: 10, active: false });
});

it('expands only branches with children', () => {
  expect(branchKeys(nodes)).toEqual(['client:1', 'plant:10']);
});

it('moves a unit among its client’s other plants and a plant among the other clients', () => {
  const unit = nodes[0]!.children[0]!.children[0]!;
  expect(moveTargets(nodes, unit).map((plant) => plant.name)).toEqual(['South']);
  expect(moveTargets(nodes, nodes[0]!.children[0]!).map((client) => client.name)).toEqual(['Other']);
  expect(moveTargets(nodes, nodes[0]!)).toEqual([]);
});
