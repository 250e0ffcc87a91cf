import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GridBoard } from '../../components/grid-board/index.js';
import { LayoutToolbar } from './LayoutToolbar.js';
import { useTabWidgets } from './useDashboard.js';
import { useLayoutEditing } from './useLayoutEditing.js';
import { boardIdOf } from './widget-layout.js';
import { WidgetBody } from './widgets/WidgetBody.js';

const none: never[] = [];

/** One tab: its widgets as titled frames on the GridBoard (their body by component), and the layout editor for those who may edit. */
export function DashboardTabPanel({ idTab, mayEdit }: { idTab: number; mayEdit: boolean }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useTabWidgets(idTab);
  const widgets = data ?? none;
  const editor = useLayoutEditing(widgets, refetch);
  const items = widgets.map((widget) => ({ id: boardIdOf(widget), title: widget.title }));

  if (isPending) return <LinearProgress />;
  if (error) return <Alert severity="error">{translate('dashboards.loadError')}</Alert>;
  return (
    <Stack spacing={1}>
      {mayEdit && widgets.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LayoutToolbar editing={editor.editing} saving={editor.saving} onEdit={editor.start} onSave={() => void editor.save()} onCancel={editor.cancel} />
        </Box>
      )}
      {widgets.length === 0 ? (
        <Alert severity="info">{translate('dashboards.noWidgets')}</Alert>
      ) : (
        <GridBoard
          items={items}
          layouts={editor.layouts}
          editing={editor.editing}
          onLayoutChange={editor.change}
          renderItem={(item) => <WidgetBody widget={widgets.find((widget) => boardIdOf(widget) === item.id)} />}
        />
      )}
    </Stack>
  );
}
