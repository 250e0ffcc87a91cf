export * from './chart-model.js';
export { spcConstants, preciseFactors, SPC_CONSTANTS_TABLE, type PreciseFactors, type SpcConstants } from './constants.js';
export { chartPoints, variableLimits, attributeLimits } from './limits.js';
export { capability, sigmaWithinOf } from './capability.js';
export { histogram } from './histogram.js';
export { subgroupsBySize, subgroupsByDay } from './subgroups.js';
export { evaluateRules } from './nelson-rules.js';
