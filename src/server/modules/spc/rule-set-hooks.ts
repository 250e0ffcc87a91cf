import type { HooksOf } from '../entities/entity-hooks-types.js';

/** Rules of the spc-rule-sets records the schema cannot say (README.md, Settings rules). */
export const ruleSetHooks: HooksOf<'spc-rule-sets'> = {};
