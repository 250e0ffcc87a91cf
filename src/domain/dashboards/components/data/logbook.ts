/** One entry of the logbook component. */
export interface LogbookWidgetEntry {
  id_logbook: number;
  id_logbook_group: number;
  group: string;
  id_user: number;
  /** The author's name; null when the user record is gone. */
  author: string | null;
  /** UTC, `YYYY-MM-DDTHH:mm:ssZ`. */
  date: string;
  /** The annotation, HTML sanitised when it was written (src/server/modules/logbook/html-sanitiser.ts). */
  html: string;
}

/** The logbook component's data (server: widget-data/logbook.ts; app: components/logbook/). */
export interface LogbookWidgetData {
  /** Newest first. */
  entries: LogbookWidgetEntry[];
}
