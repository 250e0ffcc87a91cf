import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

interface WidgetFrameMenuProps {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The small menu in a widget frame's title bar: edit, delete. */
export function WidgetFrameMenu({ title, onEdit, onDelete }: WidgetFrameMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('dashboardEditor.widgets.actions', { title })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onEdit)}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('dashboardEditor.widgets.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onDelete)}>
          <ListItemIcon>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('dashboardEditor.widgets.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
