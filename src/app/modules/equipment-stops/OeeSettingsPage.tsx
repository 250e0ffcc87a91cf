import { useState } from 'react';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, Title, useDelete, useNotify, useTranslate } from 'react-admin';
import { useResourceList } from '../../data/typed-data-provider.js';
import { useCan } from '../../navigation/useCan.js';
import { draftOf, emptyDraft } from './oee/oee-draft.js';
import { OeeSettingsTable, type OeeSettingRecord } from './oee/OeeSettingsTable.js';
import { OeeWizard } from './oee/OeeWizard.js';
import { useSaveOeeSetting } from './oee/useSaveOeeSetting.js';
import { useWizardOptions } from './oee/useWizardOptions.js';

/** `/settings/oee`: the unit's OEE settings, added and edited through the availability–performance–quality wizard. */
export default function OeeSettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const can = useCan('settings.oee');
  const { frames, tags } = useWizardOptions();
  const list = useResourceList('oee-settings', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'title', order: 'ASC' } });
  const [editing, setEditing] = useState<OeeSettingRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OeeSettingRecord | null>(null);
  const [remove] = useDelete();
  const save = useSaveOeeSetting(() => {
    setEditing(null);
    void list.refetch();
  });

  const confirmDelete = () => {
    const setting = deleting!;
    setDeleting(null);
    void remove(
      'oee-settings',
      { id: setting.id, previousData: setting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } }),
        onError: (error) => notify(error instanceof Error ? error.message : 'global.error.messages.deleteError', { type: 'error' }),
      },
    );
  };

  return (
    <Card sx={{ mt: 1, contain: 'inline-size' }} data-testid="oee-settings">
      <Title title={translate('menu.settings.oee')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('oee.intro')}</Typography>
          {can('create') && (
            <div>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="oee-create">
                {translate('oee.create')}
              </Button>
            </div>
          )}
          {list.isPending && <LinearProgress />}
          {list.error && <Alert severity="error">{translate('global.error.messages.fetchError')}</Alert>}
          {list.data?.length === 0 && <Typography data-testid="oee-empty">{translate('oee.empty')}</Typography>}
          {list.data && list.data.length > 0 && (
            <OeeSettingsTable
              settings={list.data}
              frames={frames}
              onEdit={can('update') ? setEditing : undefined}
              onDelete={can('delete') ? setDeleting : undefined}
            />
          )}
        </Stack>
      </CardContent>
      {editing !== null && (
        <OeeWizard
          initial={editing === 'new' ? emptyDraft : draftOf(editing)}
          editing={editing !== 'new'}
          frames={frames}
          tags={tags}
          onClose={() => setEditing(null)}
          onSave={(draft) => save(draft, editing === 'new' ? undefined : Number(editing.id))}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title={translate('oee.deleteTitle', { name: deleting?.title ?? '' })}
        content={translate('oee.deleteContent')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
