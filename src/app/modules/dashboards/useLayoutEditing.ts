import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import type { GridBoardLayouts } from '../../components/grid-board/index.js';
import { useTypedDataProvider, type RecordOf } from '../../data/typed-data-provider.js';
import { changedPlaces, layoutsOfWidgets, type WidgetPlace } from './widget-layout.js';

type Widget = RecordOf<'dashboard-widgets'>;

/**
 * Edit, save or cancel a tab's layout: while editing the board shows a draft; saving writes
 * the new places of the widgets that moved (each a widget update the server checks), then
 * reloads; cancelling drops the draft.
 */
export function useLayoutEditing(widgets: readonly Widget[], reload: () => unknown) {
  const dataProvider = useTypedDataProvider();
  const notify = useNotify();
  const saved = useMemo(() => layoutsOfWidgets(widgets as readonly { id_widget?: number; layout?: readonly WidgetPlace[] }[]), [widgets]);
  const [draft, setDraft] = useState<GridBoardLayouts | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      for (const { widget, layout } of changedPlaces(widgets as readonly (Widget & { layout?: WidgetPlace[] })[], draft)) {
        // An update replaces the record: every field the widget has goes back with its new place.
        const data = {
          id_tab: widget.id_tab,
          title: widget.title,
          component: widget.component,
          options: widget.options,
          manager_only: widget.manager_only,
          layout,
        } as unknown as Partial<Widget>;
        await dataProvider.update('dashboard-widgets', { id: widget.id, data, previousData: widget });
      }
      await reload();
      setDraft(null);
      notify('dashboards.layout.saved', { type: 'success' });
    } catch {
      notify('dashboards.layout.saveError', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return {
    editing: draft !== null,
    layouts: draft ?? saved,
    saving,
    start: () => setDraft(saved),
    change: (next: GridBoardLayouts) => setDraft(next),
    cancel: () => setDraft(null),
    save,
  };
}
