import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { loadDashboardViews } from '../../../../navigation/dashboard-views-store.js';
import { EditorDialog } from '../EditorDialog.js';
import { useEditorWrite } from '../useEditorWrite.js';
import { importDefinition } from './definition-api.js';
import { readDefinition, type ReadDefinition } from './definition-file.js';

/**
 * A definition file chosen, its outline shown and its name editable, imported as a new dashboard of the current unit
 * (one transaction on the server); then the new dashboard opens. A refused widget is named with its tab.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [read, setRead] = useState<ReadDefinition | null>(null);
  const [fileName, setFileName] = useState('');
  const [name, setName] = useState('');
  const { saving, problem, setProblem, run } = useEditorWrite('dashboards.errors.importError');
  const definition = read && 'definition' in read ? read : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setFileName(file.name);
    const result = readDefinition(await file.text());
    setRead(result);
    if ('definition' in result) setName(result.definition.dashboard.vis_descricao ?? '');
  };

  const submit = async () => {
    if (!definition) return;
    await run(async () => {
      const id = await importDefinition({ ...definition.definition, dashboard: { ...definition.definition.dashboard, vis_descricao: name.trim() } });
      await loadDashboardViews();
      notify('dashboardEditor.definition.imported', { type: 'success' });
      onClose();
      navigate(`/dashboard/${id}`);
    });
  };

  return (
    <EditorDialog
      name="import-dialog"
      title={translate('dashboardEditor.definition.importTitle')}
      maxWidth="sm"
      onClose={onClose}
      submit={{ label: 'dashboardEditor.definition.import', busy: saving, disabled: !definition, onSubmit: () => void submit() }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('dashboardEditor.definition.chooseFile')}
          <input
            hidden
            type="file"
            accept=".json,application/json"
            aria-label={translate('dashboardEditor.definition.file')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" noWrap>
          {fileName}
        </Typography>
      </Stack>
      {read && 'error' in read && <Alert severity="error">{translate(`dashboardEditor.definition.${read.error}`)}</Alert>}
      {definition && (
        <>
          <Typography variant="body2">{translate('dashboardEditor.definition.summary', { tabs: definition.tabs, widgets: definition.widgets })}</Typography>
          <TextField
            label={translate('dashboardEditor.definition.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </>
      )}
      {problem && (
        <Alert severity="error">
          {problem.message}
          {Object.entries(problem.fields).map(([path, message]) => (
            <Typography key={path} variant="body2">{`${path}: ${message}`}</Typography>
          ))}
        </Alert>
      )}
    </EditorDialog>
  );
}
