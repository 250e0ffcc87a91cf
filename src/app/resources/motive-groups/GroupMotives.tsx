import { useState } from 'react';
import { Box, Button, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Confirm,
  Datagrid,
  ListContextProvider,
  ResourceContextProvider,
  useDelete,
  useGetList,
  useList,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { motiveDisplay, motiveFormFields } from './motive-fields.js';
import { MotiveDialog } from './MotiveDialog.js';

/** What the caller may do with motives: the motive groups page's own create, update and delete. */
export interface MotiveRights {
  create: boolean;
  update: boolean;
  delete: boolean;
}

type Editing = { motive?: RaRecord } | null;

function RowActions({ rights, onEdit, onDelete }: { rights: MotiveRights; onEdit(motive: RaRecord): void; onDelete(motive: RaRecord): void }) {
  const translate = useTranslate();
  const motive = useRecordContext();
  if (!motive) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      {rights.update && (
        <Tooltip title={translate('ra.action.edit')}>
          <IconButton size="small" aria-label={`${translate('ra.action.edit')} ${motive.code}`} onClick={() => onEdit(motive)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {rights.delete && (
        <Tooltip title={translate('ra.action.delete')}>
          <IconButton size="small" aria-label={`${translate('ra.action.delete')} ${motive.code}`} onClick={() => onDelete(motive)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** The motives of the group on its edit page (motives have no page of their own): listed, added, edited and deleted in place. */
export function GroupMotives({ groupId, rights }: { groupId: number; rights: MotiveRights }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const { data, isPending, refetch } = useGetList('motives', {
    filter: { id_motive_group: groupId },
    sort: { field: 'code', order: 'ASC' },
    pagination: { page: 1, perPage: 1000 },
  });
  const list = useList({ data, isPending, resource: 'motives', perPage: 1000 });
  const [deleteOne, { isPending: isDeleting }] = useDelete();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteOne('motives', { id: deleting.id, previousData: deleting }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('eventSettings.motives.deleted', { type: 'success' });
      await refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'global.error.messages.serverError', { type: 'error' });
    }
    setDeleting(null);
  };

  const hasActions = rights.update || rights.delete;
  return (
    <ResourceContextProvider value="motives">
      <Box component="section" aria-label={translate('eventSettings.motives.title')} sx={{ px: 2, pb: 2 }}>
        <Divider sx={{ mb: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2">
            {translate('eventSettings.motives.title')}
          </Typography>
          {rights.create && (
            <Button startIcon={<AddIcon />} onClick={() => setEditing({})}>
              {translate('eventSettings.motives.add')}
            </Button>
          )}
        </Box>
        <ListContextProvider value={list}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ py: 2 }}>{translate('eventSettings.motives.empty')}</Typography>}>
            {motiveFormFields.map((name) => motiveDisplay(name))}
            {hasActions && <RowActions rights={rights} onEdit={(motive) => setEditing({ motive })} onDelete={setDeleting} />}
          </Datagrid>
        </ListContextProvider>
        {editing && (
          <MotiveDialog
            groupId={groupId}
            motive={editing.motive}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refetch();
            }}
          />
        )}
        <Confirm
          isOpen={deleting !== null}
          loading={isDeleting}
          title="eventSettings.motives.deleteTitle"
          titleTranslateOptions={{ code: deleting?.code }}
          content="eventSettings.motives.deleteContent"
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      </Box>
    </ResourceContextProvider>
  );
}
