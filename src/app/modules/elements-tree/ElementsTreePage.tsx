import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useCan } from '../../navigation/useCan.js';
import { useSignedUser } from '../../profile/useSignedUser.js';
import { requestUnitDataRefresh } from '../../unit-data/unit-data-refresh.js';
import { AddChildDialog } from './AddChildDialog.js';
import { ElementsTree } from './ElementsTree.js';
import { errorText } from './error-text.js';
import { MoveDialog } from './MoveDialog.js';
import { setActive } from './tree-api.js';
import { moveTargets, type TreeNode } from './tree-nodes.js';
import { useElementsTree } from './useElementsTree.js';

const TREE_MENU = 'settings.operational-structure.elements-tree';
const PLANTS_MENU = 'settings.operational-structure.plants';
const CLIENTS_MENU = 'settings.operational-structure.clients';

const editPaths = {
  client: (id: number) => `/settings/operational-structure/clients/${id}`,
  plant: (id: number) => `/settings/operational-structure/plants/${id}`,
  unit: (id: number) => `/settings/operational-structure/elements-tree/${id}`,
};

/** `/settings/operational-structure/elements-tree`: the units resource's list, shown as the client → plant → unit tree. */
export function ElementsTreePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const tree = useElementsTree();
  const ownClient = Number(useSignedUser()?.cli_codigo);
  const canUnits = useCan(TREE_MENU);
  const canPlants = useCan(PLANTS_MENU);
  const canClients = useCan(CLIENTS_MENU);
  const can = { client: canClients, plant: canPlants, unit: canUnits };
  const [adding, setAdding] = useState<TreeNode | null>(null);
  const [moving, setMoving] = useState<TreeNode | null>(null);
  const [deactivating, setDeactivating] = useState<TreeNode | null>(null);

  const toggleActive = async (node: TreeNode) => {
    try {
      await setActive(node.kind, node.id, !node.active);
      notify('elementsTree.saved', { type: 'info' });
      requestUnitDataRefresh();
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    }
    tree.reload();
  };

  const actionsOf = (node: TreeNode) => {
    const own = node.kind !== 'client' || node.id === ownClient;
    const addable = (node.kind === 'client' && own && canPlants('create')) || (node.kind === 'plant' && node.active && canUnits('create'));
    const movable = (node.kind === 'unit' && canUnits('update')) || (node.kind === 'plant' && tree.movePlants);
    return {
      onAdd: addable ? () => setAdding(node) : undefined,
      onMove: movable && moveTargets(tree.nodes ?? [], node).length > 0 ? () => setMoving(node) : undefined,
      onToggleActive: own && can[node.kind]('update') ? () => (node.active ? setDeactivating(node) : void toggleActive(node)) : undefined,
      editPath: own && can[node.kind]('update') ? editPaths[node.kind](node.id) : undefined,
    };
  };

  const changed = (open?: TreeNode) => {
    setAdding(null);
    setMoving(null);
    if (open) tree.open(open.key);
    // The unit selector and pickers hold the units: reload them like a data provider write would.
    requestUnitDataRefresh();
    tree.reload();
  };

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('menu.settings.operational-structure.elements-tree')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('elementsTree.intro')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={tree.expandAll} data-testid="tree-expand-all">
              {translate('elementsTree.expandAll')}
            </Button>
            <Button size="small" startIcon={<UnfoldLessIcon />} onClick={tree.collapseAll} data-testid="tree-collapse-all">
              {translate('elementsTree.collapseAll')}
            </Button>
          </Stack>
          {tree.failed && <Alert severity="error">{translate('elementsTree.loadError')}</Alert>}
          {tree.nodes?.length === 0 && <Typography>{translate('elementsTree.empty')}</Typography>}
          {tree.nodes && <ElementsTree nodes={tree.nodes} expanded={tree.expanded} onToggle={tree.toggle} actionsOf={actionsOf} />}
        </Stack>
      </CardContent>
      {adding && <AddChildDialog parent={adding} onClose={() => setAdding(null)} onAdded={() => changed(adding)} />}
      {moving && <MoveDialog node={moving} targets={moveTargets(tree.nodes ?? [], moving)} onClose={() => setMoving(null)} onMoved={() => changed()} />}
      <Confirm
        isOpen={deactivating !== null}
        title={translate('elementsTree.deactivateTitle', { name: deactivating?.name ?? '' })}
        content={translate('elementsTree.deactivateContent')}
        onConfirm={() => {
          const node = deactivating!;
          setDeactivating(null);
          void toggleActive(node);
        }}
        onClose={() => setDeactivating(null)}
      />
    </Card>
  );
}
