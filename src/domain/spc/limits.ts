/** The plotted points and control limits of every chart type (one file per job, gathered here). */
export { chartPoints } from './chart-points.js';
export { variableLimits } from './variable-limits.js';
export { attributeLimits } from './attribute-limits.js';
