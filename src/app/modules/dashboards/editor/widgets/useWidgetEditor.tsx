import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useTypedDataProvider, type RecordOf } from '../../../../data/typed-data-provider.js';
import type { WidgetPlace } from '../../widget-layout.js';
import { writeProblem } from '../write-problem.js';
import { newWidgetPlaces } from './new-widget-place.js';
import { WidgetDialog } from './WidgetDialog.js';
import { WidgetFrameMenu } from './WidgetFrameMenu.js';

type Widget = RecordOf<'dashboard-widgets'>;

export interface WidgetEditor {
  /** "Add widget", for the tab's toolbar. */
  addButton: ReactNode;
  /** The menu of a widget's frame (edit, delete). */
  frameActions: (widget: { id_widget?: number }) => ReactNode;
  /** The dialogs, rendered once beside the board. */
  dialogs: ReactNode;
  /** Moves on each saved widget: the board keyed by it reads the tab's data again (new options, same frames). */
  revision: number;
}

/** Adding, editing and deleting the widgets of one tab; `reload` reads the tab's widgets again after a write. */
export function useWidgetEditor(idTab: number, widgets: readonly Widget[], reload: () => unknown): WidgetEditor {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTypedDataProvider();
  const [editing, setEditing] = useState<{ widget?: Widget; places: WidgetPlace[] } | null>(null);
  const [deleting, setDeleting] = useState<Widget | null>(null);
  const [revision, setRevision] = useState(0);

  const remove = async (widget: Widget) => {
    setDeleting(null);
    try {
      await dataProvider.delete('dashboard-widgets', { id: widget.id, previousData: widget });
      notify('dashboardEditor.widgets.deleted', { type: 'success' });
      await reload();
    } catch (error) {
      notify(writeProblem(error, translate, 'dashboards.errors.deleteError').message, { type: 'error' });
    }
  };

  const byId = (id: number | undefined) => widgets.find((widget) => widget.id_widget === id);
  return {
    addButton: (
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setEditing({ places: newWidgetPlaces(widgets as readonly { id_widget?: number; layout?: WidgetPlace[] }[]) })}
      >
        {translate('dashboardEditor.widgets.add')}
      </Button>
    ),
    frameActions: (item) => {
      const widget = byId(item.id_widget);
      return widget ? <WidgetFrameMenu title={widget.title} onEdit={() => setEditing({ widget, places: [] })} onDelete={() => setDeleting(widget)} /> : null;
    },
    dialogs: (
      <>
        {editing && (
          <WidgetDialog
            idTab={idTab}
            widget={editing.widget}
            places={editing.places}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setRevision((value) => value + 1);
              void reload();
            }}
          />
        )}
        <Confirm
          isOpen={deleting !== null}
          title={translate('dashboardEditor.widgets.deleteTitle', { title: deleting?.title ?? '' })}
          content={translate('dashboardEditor.widgets.deleteContent')}
          onConfirm={() => void remove(deleting!)}
          onClose={() => setDeleting(null)}
        />
      </>
    ),
    revision,
  };
}
