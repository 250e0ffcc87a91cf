import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadDataNotice } from './editor/LoadDataNotice.js';
import { useDataOnRequest } from './editor/useDataOnRequest.js';
import { useWidgetEditor } from './editor/widgets/useWidgetEditor.js';
import { LayoutToolbar } from './LayoutToolbar.js';
import { useTabWidgets } from './useDashboard.js';
import { useLayoutEditing } from './useLayoutEditing.js';
import { WidgetBoard } from './WidgetBoard.js';

const none: never[] = [];

/**
 * One tab: its widgets as titled frames on the GridBoard (their body by component), read when the dashboard loads
 * automatically or the user asks; the layout and widget editor for those who may edit.
 */
export function DashboardTabPanel({ idTab, idVisao, mayEdit }: { idTab: number; idVisao: number; mayEdit: boolean }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useTabWidgets(idTab);
  const widgets = data ?? none;
  const editor = useLayoutEditing(widgets, refetch);
  const widgetEditor = useWidgetEditor(idTab, widgets, refetch);
  const dataLoad = useDataOnRequest(idVisao);
  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{translate('dashboards.loadError')}</Alert>;
  return (
    <Stack spacing={1}>
      {mayEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          {!editor.editing && widgetEditor.addButton}
          {widgets.length > 0 && (
            <LayoutToolbar editing={editor.editing} saving={editor.saving} onEdit={editor.start} onSave={() => void editor.save()} onCancel={editor.cancel} />
          )}
        </Box>
      )}
      {dataLoad.waiting && widgets.length > 0 && <LoadDataNotice onLoad={dataLoad.ask} />}
      {widgets.length === 0 ? (
        <Alert severity="info">{translate('dashboards.noWidgets')}</Alert>
      ) : (
        <WidgetBoard
          key={widgetEditor.revision}
          idTab={idTab}
          widgets={widgets}
          layouts={editor.layouts}
          editing={editor.editing}
          onLayoutChange={editor.change}
          loadData={dataLoad.load}
          renderActions={mayEdit && !editor.editing ? widgetEditor.frameActions : undefined}
        />
      )}
      {mayEdit && widgetEditor.dialogs}
    </Stack>
  );
}
