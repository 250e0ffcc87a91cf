import type { ComponentType as ReactComponent } from 'react';

/** What a component's renderer gets: its widget's options (defaults filled by the server), its data from the tab's batch, its frame's size. */
export interface ComponentRendererProps<Options = Record<string, unknown>, Data = unknown> {
  options: Options;
  /** The component's data as its server provider answered it (null when it needs none). */
  data: Data;
  /** The frame's inner size in CSS pixels. */
  width: number;
  height: number;
}

/** A component type on the app's side: how its widget's body is drawn. */
export interface DashboardComponentView {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component narrows its own options and data
  Renderer: ReactComponent<ComponentRendererProps<any, any>>;
}
