import type { StopSharesData } from './stop-shares.js';

/** The treemap's data (server: widget-data/treemap.ts; app: components/treemap/). */
export type TreemapData = StopSharesData;
