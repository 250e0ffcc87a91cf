import { entities } from '../../../generated/entities.js';
import { RULE_NUMBERS } from '../../../domain/spc/chart-model.js';

export const ruleSetModel = entities['spc-rule-sets'];

/** The rule checkboxes: each labelled with its number and name (spc.rules.*, Nelson's tests 1–8 and rule 0). */
export const ruleChoices = RULE_NUMBERS.map((rule) => ({ id: rule, name: `spc.rules.name.${rule}`, short: `spc.rules.short.${rule}` }));
