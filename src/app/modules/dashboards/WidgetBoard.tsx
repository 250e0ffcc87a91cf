import { useCallback, useState, type ReactNode } from 'react';
import type { ApiAuth } from '../../api/api-client.js';
import { GridBoard, type GridBoardLayouts, type GridItemSize } from '../../components/grid-board/index.js';
import type { RecordOf } from '../../data/typed-data-provider.js';
import { useTabData, type WidgetWidth } from './data/useTabData.js';
import { boardIdOf, layoutsOfWidgets, type WidgetPlace } from './widget-layout.js';
import { WidgetBody } from './widgets/WidgetBody.js';

export type BoardWidget = Pick<RecordOf<'dashboard-widgets'>, 'id_widget' | 'title' | 'component' | 'options'> & { layout?: readonly WidgetPlace[] };

const none: never[] = [];

export interface WidgetBoardProps {
  idTab: number;
  widgets: readonly BoardWidget[];
  /** The layout being edited; the widgets' saved one otherwise. */
  layouts?: GridBoardLayouts;
  editing?: boolean;
  onLayoutChange?: (layouts: GridBoardLayouts) => void;
  /** An embedding token instead of the session (TV links, iframe export). */
  auth?: ApiAuth;
  /** False: the tab's data is not read (a dashboard without `auto_load`, until the user asks); the frames stay empty. */
  loadData?: boolean;
  /** Buttons in a widget frame's title bar (the editor's menu). */
  renderActions?: (widget: BoardWidget) => ReactNode;
}

/** A tab's widgets as titled frames on the GridBoard, each body drawn by its component over the tab's batched data. */
export function WidgetBoard({ idTab, widgets, layouts, editing = false, onLayoutChange, auth, loadData = true, renderActions }: WidgetBoardProps) {
  const items = widgets.map((widget) => ({ id: boardIdOf(widget), title: widget.title }));
  const [widths, setWidths] = useState<WidgetWidth[]>(none);
  const onItemSizes = useCallback(
    (sizes: Readonly<Record<string, GridItemSize>>) =>
      setWidths(
        widgets
          .filter((widget) => widget.component !== 'empty' && (sizes[boardIdOf(widget)]?.width ?? 0) > 0)
          .map((widget) => ({ id_widget: widget.id_widget!, width: sizes[boardIdOf(widget)]!.width })),
      ),
    [widgets],
  );
  const tabData = useTabData(idTab, loadData ? widths : none, auth);
  const widgetOf = (id: string) => widgets.find((candidate) => boardIdOf(candidate) === id);
  return (
    <GridBoard
      items={items}
      layouts={layouts ?? layoutsOfWidgets(widgets)}
      editing={editing}
      onLayoutChange={onLayoutChange}
      onItemSizes={onItemSizes}
      renderActions={
        renderActions &&
        ((item) => {
          const widget = widgetOf(item.id);
          return widget ? renderActions(widget) : null;
        })
      }
      renderItem={(item, size) => {
        const widget = widgetOf(item.id);
        if (!loadData) return null;
        return <WidgetBody widget={widget} answer={widget ? tabData.answers.get(widget.id_widget!) : undefined} width={size.width} height={size.height} />;
      }}
    />
  );
}
