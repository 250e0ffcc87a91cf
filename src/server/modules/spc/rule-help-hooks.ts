import type { HooksOf } from '../entities/entity-hooks-types.js';

/** Rules of the spc-rule-help records the schema cannot say (README.md, Settings rules). */
export const ruleHelpHooks: HooksOf<'spc-rule-help'> = {};
