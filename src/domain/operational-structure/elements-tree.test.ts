import { expect, it } from 'vitest';
import { buildElementsTree } from './elements-tree.js';

it('nests units under plants under clients, leaving orphans out', () => {
  const tree = buildElementsTree({
    clients: [{ cli_codigo: 1, cli_descri: 'Acme', cli_ativo: 'S' }],
    plants: [
      { cli_codigo: 1, plt_codigo: 10, plt_descri: 'North', plt_ativo: 'S' },
      { cli_codigo: 2, plt_codigo: 20, plt_descri: 'Elsewhere', plt_ativo: 'S' },
    ],
    units: [
      { plt_codigo: 10, id_elemento: 100, ele_descri: 'Line 1', ele_ativo: 'S' },
      { plt_codigo: 10, id_elemento: 101, ele_descri: 'Line 2', ele_ativo: 'N' },
    ],
  });
  expect(tree).toEqual([
    {
      cli_codigo: 1,
      cli_descri: 'Acme',
      cli_ativo: 'S',
      plants: [
        {
          plt_codigo: 10,
          plt_descri: 'North',
          plt_ativo: 'S',
          units: [
            { id_elemento: 100, ele_descri: 'Line 1', ele_ativo: 'S' },
            { id_elemento: 101, ele_descri: 'Line 2', ele_ativo: 'N' },
          ],
        },
      ],
    },
  ]);
});
