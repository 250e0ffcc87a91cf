import type { TagReading } from './tag-reading.js';

/** The tag status component's data (server: widget-data/tag-status.ts; app: components/tag-status/). */
export interface TagStatusData {
  tags: TagReading[];
}
