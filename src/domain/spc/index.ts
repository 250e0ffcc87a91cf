export * from './chart-model.js';
export { spcConstants, SPC_CONSTANTS_TABLE, type SpcConstants } from './constants.js';
export { chartPoints, variableLimits, attributeLimits } from './limits.js';
export { capability } from './capability.js';
export { histogram } from './histogram.js';
export { subgroupsBySize, subgroupsByDay } from './subgroups.js';
export { evaluateRules } from './nelson-rules.js';
