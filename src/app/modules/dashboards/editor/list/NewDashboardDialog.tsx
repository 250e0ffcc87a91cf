import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useTypedDataProvider } from '../../../../data/typed-data-provider.js';
import { loadDashboardViews } from '../../../../navigation/dashboard-views-store.js';
import { EditorDialog } from '../EditorDialog.js';
import { NameField } from '../NameField.js';
import { useEditorWrite } from '../useEditorWrite.js';

const dashboardTypes = ['standard', 'app', 'hmi', 'powerbi'] as const;
type DashboardType = (typeof dashboardTypes)[number];

/** A new dashboard of the current unit by its description and type (fixed once it has tabs); then it opens. */
export function NewDashboardDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useTypedDataProvider();
  const [description, setDescription] = useState('');
  const [type, setType] = useState<DashboardType>('standard');
  const [tried, setTried] = useState(false);
  const { saving, problem, run } = useEditorWrite('global.error.messages.saveError');
  const missing = !description.trim();

  const save = async () => {
    setTried(true);
    if (missing) return;
    await run(async () => {
      const { data } = await dataProvider.create('settings/dashboards', { data: { vis_descricao: description.trim(), dashboard_type: type } });
      await loadDashboardViews();
      notify('dashboardEditor.list.created', { type: 'success' });
      onClose();
      navigate(`/dashboard/${data.id_visao}`);
    });
  };

  return (
    <EditorDialog
      name="new-dashboard"
      title={translate('dashboardEditor.list.newTitle')}
      onClose={onClose}
      problem={problem}
      submit={{ label: 'ra.action.create', busy: saving, onSubmit: () => void save() }}
    >
      <NameField
        label={translate('resources.dashboard-views.fields.vis_descricao')}
        value={description}
        onChange={setDescription}
        tried={tried}
        serverError={problem?.fields.vis_descricao}
      />
      <TextField
        select
        label={translate('resources.dashboard-views.fields.dashboard_type')}
        value={type}
        onChange={(event) => setType(event.target.value as DashboardType)}
      >
        {dashboardTypes.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`resources.dashboard-views.enums.dashboard_type.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </EditorDialog>
  );
}
