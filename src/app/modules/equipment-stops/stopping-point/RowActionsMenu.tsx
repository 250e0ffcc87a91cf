import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import HistoryIcon from '@mui/icons-material/History';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import type { RowAction } from './row-rules.js';

const icons: Record<RowAction, typeof HistoryIcon> = {
  split: CallSplitIcon,
  details: EditNoteIcon,
  annul: BlockIcon,
  enable: RestoreIcon,
  history: HistoryIcon,
};

interface RowActionsMenuProps {
  idStop: number;
  actions: readonly RowAction[];
  onAction: (action: RowAction) => void;
  /** Opens a new root-cause analysis of the stop; null when it has one or the user may not open the page. */
  analyseHref?: string | null;
}

/** A row's actions in a menu, so the row stays narrow on phones. */
export function RowActionsMenu({ idStop, actions, onAction, analyseHref = null }: RowActionsMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('stoppingPoint.actions.menu')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`stop-actions-${idStop}`}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => {
          const Icon = icons[action];
          return (
            <MenuItem
              key={action}
              onClick={() => {
                setAnchor(null);
                onAction(action);
              }}
              data-testid={`stop-action-${action}`}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate(`stoppingPoint.actions.${action}`)}</ListItemText>
            </MenuItem>
          );
        })}
        {analyseHref !== null && (
          <MenuItem component={Link} to={analyseHref} onClick={() => setAnchor(null)} data-testid={`stop-analyse-${idStop}`}>
            <ListItemIcon>
              <ManageSearchIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('rcaLinks.analyse')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
