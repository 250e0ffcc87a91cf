import { Chip, IconButton, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactoryIcon from '@mui/icons-material/Factory';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import type { NodeKind, TreeNode } from './tree-nodes.js';

const kindIcons: Record<NodeKind, ReactNode> = {
  client: <BusinessIcon fontSize="small" />,
  plant: <FactoryIcon fontSize="small" />,
  unit: <PrecisionManufacturingIcon fontSize="small" />,
};

/** What a row may offer; absent: not offered (no permission, or nothing to do there). */
export interface NodeActions {
  onAdd?: () => void;
  onMove?: () => void;
  onToggleActive?: () => void;
  editPath?: string;
}

function Action({ label, onClick, to, testId, children }: { label: string; onClick?: () => void; to?: string; testId: string; children: ReactNode }) {
  const link = to ? { component: Link, to } : {};
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} data-testid={testId} {...link}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

interface TreeNodeRowProps {
  node: TreeNode;
  level: number;
  expanded: boolean;
  onToggle: () => void;
  actions: NodeActions;
}

/** One tree item: expand toggle, kind icon, name, inactive mark, and its actions. */
export function TreeNodeRow({ node, level, expanded, onToggle, actions }: TreeNodeRowProps) {
  const translate = useTranslate();
  const name = { name: node.name };
  const branch = node.children.length > 0;
  return (
    <ListItem
      component="div"
      disablePadding
      secondaryAction={
        <>
          {actions.onAdd && (
            <Action
              label={translate(node.kind === 'client' ? 'elementsTree.addPlant' : 'elementsTree.addUnit', name)}
              onClick={actions.onAdd}
              testId="tree-add"
            >
              <AddIcon fontSize="small" />
            </Action>
          )}
          {actions.editPath && (
            <Action label={translate('elementsTree.edit', name)} to={actions.editPath} testId="tree-edit">
              <EditIcon fontSize="small" />
            </Action>
          )}
          {actions.onMove && (
            <Action label={translate('elementsTree.move', name)} onClick={actions.onMove} testId="tree-move">
              <DriveFileMoveIcon fontSize="small" />
            </Action>
          )}
          {actions.onToggleActive && (
            <Action
              label={translate(node.active ? 'elementsTree.deactivate' : 'elementsTree.activate', name)}
              onClick={actions.onToggleActive}
              testId="tree-toggle-active"
            >
              {node.active ? <ToggleOnIcon fontSize="small" color="success" /> : <ToggleOffIcon fontSize="small" />}
            </Action>
          )}
        </>
      }
    >
      <ListItemButton
        role="treeitem"
        aria-level={level}
        aria-expanded={branch ? expanded : undefined}
        onClick={onToggle}
        sx={{ pl: 1 + (level - 1) * 3, pr: 20 }}
        data-testid={`tree-node-${node.key}`}
      >
        <ListItemIcon sx={{ minWidth: 28 }}>
          {branch ? expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" /> : null}
        </ListItemIcon>
        <ListItemIcon sx={{ minWidth: 28 }} aria-label={translate(`elementsTree.kinds.${node.kind}`)}>
          {kindIcons[node.kind]}
        </ListItemIcon>
        <ListItemText primary={node.name} slotProps={{ primary: { color: node.active ? 'text.primary' : 'text.disabled' } }} />
        {!node.active && <Chip size="small" label={translate('elementsTree.inactive')} sx={{ ml: 1 }} />}
      </ListItemButton>
    </ListItem>
  );
}
