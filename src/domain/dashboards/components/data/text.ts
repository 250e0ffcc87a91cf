/** The text component reads no data: its sanitised HTML is its `html` option (server: widget-data/text.ts). */
export type TextData = null;
