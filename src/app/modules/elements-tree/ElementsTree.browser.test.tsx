import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ElementsTree } from './ElementsTree.js';
import { toTreeNodes, type TreeNode } from './tree-nodes.js';
import type { NodeActions } from './TreeNodeRow.js';

const nodes = toTreeNodes([
  {
    cli_codigo: 1,
    cli_descri: 'Acme',
    cli_ativo: 'S',
    plants: [{ plt_codigo: 10, plt_descri: 'North Plant', plt_ativo: 'S', units: [{ id_elemento: 100, ele_descri: 'Line 1', ele_ativo: 'N' }] }],
  },
]);

function Harness({ actionsOf }: { actionsOf: (node: TreeNode) => NodeActions }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set(['client:1']));
  const toggle = (key: string) => setExpanded((open) => (open.has(key) ? new Set([...open].filter((k) => k !== key)) : new Set([...open, key])));
  return <ElementsTree nodes={nodes} expanded={expanded} onToggle={toggle} actionsOf={actionsOf} />;
}

describe('ElementsTree in a real browser', () => {
  it('expands and collapses a plant, with levels and the inactive mark', async () => {
    const screen = await render(
      <AdminContext>
        <Harness actionsOf={() => ({})} />
      </AdminContext>,
    );
    const plant = screen.getByRole('treeitem', { name: /North Plant/ });
    await expect.element(plant).toHaveAttribute('aria-expanded', 'false');
    await expect.element(plant).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('treeitem', { name: /Line 1/ }).query()).toBeNull();
    await plant.click();
    await expect.element(plant).toHaveAttribute('aria-expanded', 'true');
    const unit = screen.getByRole('treeitem', { name: /Line 1/ });
    await expect.element(unit).toHaveAttribute('aria-level', '3');
    await expect.element(unit).toHaveTextContent('elementsTree.inactive');
    await plant.click();
    await expect.element(screen.getByRole('treeitem', { name: /Line 1/ })).not.toBeInTheDocument();
  });

  it('offers only the actions it is given, and runs them', async () => {
    const onAdd = vi.fn();
    const screen = await render(
      <AdminContext>
        <Harness actionsOf={(node) => (node.kind === 'plant' ? { onAdd } : {})} />
      </AdminContext>,
    );
    await expect.element(screen.getByTestId('tree-add')).toBeVisible();
    expect(screen.getByTestId('tree-move').query()).toBeNull();
    await screen.getByTestId('tree-add').click();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
