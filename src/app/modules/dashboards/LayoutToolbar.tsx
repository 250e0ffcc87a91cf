import { Button, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';

interface LayoutToolbarProps {
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}

/** "Edit layout", then "Save layout" and "Cancel" while editing. */
export function LayoutToolbar({ editing, saving, onEdit, onSave, onCancel }: LayoutToolbarProps) {
  const translate = useTranslate();
  if (!editing) {
    return (
      <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
        {translate('dashboards.layout.edit')}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={saving}>
        {translate('dashboards.layout.save')}
      </Button>
      <Button size="small" onClick={onCancel} disabled={saving}>
        {translate('dashboards.layout.cancel')}
      </Button>
    </Stack>
  );
}
