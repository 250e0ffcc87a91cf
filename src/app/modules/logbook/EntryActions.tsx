import type { ReactElement } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { DeleteOutline, EditOutlined, VisibilityOutlined } from '@mui/icons-material';
import { useTranslate } from 'react-admin';

interface EntryActionsProps {
  /** Edit and delete are offered on the author's own entries only. */
  own: boolean;
  /** Another entry is in edit mode. */
  locked: boolean;
  /** This entry is in edit mode. */
  editing: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A disabled button gets no mouse events: the tooltip sits on a wrapper. */
function Action({
  title,
  disabled = false,
  onClick,
  testId,
  icon,
}: {
  title: string;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
  icon: ReactElement;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={title} disabled={disabled} onClick={onClick} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function EntryActions({ own, locked, editing, onView, onEdit, onDelete }: EntryActionsProps) {
  const translate = useTranslate();
  const editTitle = locked ? translate('logbook.hints.editingAnother') : translate('logbook.edit');
  return (
    <Stack direction="row" spacing={0} sx={{ flexShrink: 0 }}>
      <Action title={translate('logbook.view')} onClick={onView} testId="logbook-entry-view" icon={<VisibilityOutlined fontSize="small" />} />
      {own && <Action title={editTitle} disabled={locked || editing} onClick={onEdit} testId="logbook-entry-edit" icon={<EditOutlined fontSize="small" />} />}
      {own && (
        <Action
          title={translate('logbook.delete')}
          disabled={editing}
          onClick={onDelete}
          testId="logbook-entry-delete"
          icon={<DeleteOutline fontSize="small" />}
        />
      )}
    </Stack>
  );
}
