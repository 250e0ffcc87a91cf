/** The calculation language of tags and group rules (see README.md). */
export { type CalcError, type CalcNode, type ParseResult, type CalculationErrorCode, CALCULATION_ERROR_PREFIX } from './ast.js';
export { TAG_PREFIX, VARIABLE_PREFIX, FUNCTIONS, WRONG_PREFIX_SYMBOLS } from './language.js';
export { tokenize, type Token } from './tokenizer.js';
export { parseCalculation, tagCodesOf, variableNamesOf } from './parser.js';
export { validateCalculation, type TagInfo, type TagLookup, type VariableInfo, type VariableLookup } from './validate.js';
export { evaluate, type TagValues, type VariableValues } from './evaluate.js';
export { checkGroupRule, GROUP_RULE_COMPARISONS, type GroupRuleResult, type GroupRuleOptions } from './group-rule.js';
export { errorMessageArgs } from './message-args.js';
