import { useState } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useTypedDataProvider, type RecordOf } from '../../../../data/typed-data-provider.js';
import { writeProblem } from '../../editor/write-problem.js';
import { appPages, type AppPage } from './app-pages.js';
import type { AppSettings } from './app-settings.js';

export interface AppTabEditorProps {
  tab: RecordOf<'dashboard-tabs'>;
  page: AppPage | undefined;
  /** The page's choices now (what a viewer of the tab would start from once saved); none before a page is chosen. */
  snapshot?: () => Record<string, unknown>;
  rolling: boolean;
}

/**
 * For who may edit dashboards: the tab's module page, and "Save these settings", which keeps the page's choices as
 * they are on screen (the process analysis's tags, period and level...) in the tab, the period ending when shown or not.
 */
export function AppTabEditor({ tab, page, snapshot, rolling: savedRolling }: AppTabEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useTypedDataProvider();
  const [rolling, setRolling] = useState(savedRolling);
  const [problem, setProblem] = useState<string | null>(null);

  const write = async (data: Partial<RecordOf<'dashboard-tabs'>>, done: string) => {
    setProblem(null);
    try {
      await dataProvider.update('dashboard-tabs', { id: tab.id, data, previousData: tab });
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      setProblem(writeProblem(error, translate, 'global.error.messages.editError').message);
    }
  };
  const settings = (state: Record<string, unknown>): AppSettings => ({ state, rolling });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="app-tab-editor">
      <TextField
        select
        size="small"
        label={translate('dashboards.types.app.page')}
        value={page ?? ''}
        onChange={(event) => void write({ app_page: event.target.value as AppPage, app_settings: settings({}) }, 'dashboards.types.app.pageSaved')}
        sx={{ minWidth: 260 }}
      >
        {appPages.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`resources.dashboard-tabs.enums.app_page.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {page && snapshot && (
        <>
          <FormControlLabel
            control={<Switch checked={rolling} onChange={(event) => setRolling(event.target.checked)} />}
            label={translate('dashboards.types.app.rolling')}
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<SaveIcon />}
            onClick={() => void write({ app_settings: settings(snapshot()) }, 'dashboards.types.app.settingsSaved')}
          >
            {translate('dashboards.types.app.saveSettings')}
          </Button>
        </>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
