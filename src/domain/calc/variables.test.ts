/** Global-variable references `V:NAME`: tokens, tree, validation, evaluation, group rules. */
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { checkGroupRule } from './group-rule.js';
import { parseCalculation } from './parser.js';
import { tokenize } from './tokenizer.js';
import { validateCalculation, type TagInfo, type VariableInfo } from './validate.js';

const tags: Record<string, TagInfo> = { FLOW: { active: true, hasPoints: true } };
const variables: Record<string, VariableInfo> = { FACTOR: { active: true }, _k2: { active: true }, OLD: { active: false } };
const lookupTag = (code: string) => tags[code];
const lookupVariable = (name: string) => variables[name];

describe('tokenize with variables', () => {
  it('reads V:NAME as one variable token at the prefix', () => {
    expect(tokenize('T:FLOW * V:FACTOR')).toEqual([
      { type: 'tag', code: 'FLOW', position: 0 },
      { type: 'operator', operator: '*', position: 7 },
      { type: 'variable', name: 'FACTOR', position: 9 },
      { type: 'end', position: 17 },
    ]);
  });

  it('stops the name at the first character the schema pattern refuses', () => {
    expect(tokenize('V:_k2+1').slice(0, 2)).toEqual([
      { type: 'variable', name: '_k2', position: 0 },
      { type: 'operator', operator: '+', position: 5 },
    ]);
  });
});

const languageErrors: Array<[text: string, code: string, position: number]> = [
  ['V: + 1', 'syntax', 2],
  ['V:1A', 'syntax', 2],
  ['V:"FACTOR"', 'syntax', 2],
  ['2 * V:', 'syntax', 6],
  ['V:FACTOR V:FACTOR', 'syntax', 9],
  // Other prefixes stay wrong: only `V:` (case-sensitive) names a variable.
  ['v:FACTOR', 'wrongPrefix', 0],
  ['VAR:FACTOR', 'wrongPrefix', 0],
  ['V.FACTOR', 'wrongPrefix', 0],
  ['1 + TAG:A', 'wrongPrefix', 4],
  ['t:A', 'wrongPrefix', 0],
  ['FACTOR * 2', 'wrongPrefix', 0],
];

describe('parseCalculation with variables', () => {
  it('builds a variable node and lists the names once, in order', () => {
    const parsed = parseCalculation('V:B + V:A * V:B + T:FLOW');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.variableNames).toEqual(['B', 'A']);
    expect(parsed.tagCodes).toEqual(['FLOW']);
    expect(parsed.ast).toMatchObject({ kind: 'binary', operator: '+', left: { left: { kind: 'variable', name: 'B', position: 0 } } });
  });

  it.each(languageErrors)('%j -> %s at %i', (text, code, position) => {
    const parsed = parseCalculation(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ key: `tags.calculation.errors.${code}`, position });
  });

  it('does not fold a division by a variable to a constant zero (its value is known only when evaluated)', () => {
    expect(parseCalculation('T:FLOW / V:FACTOR').ok).toBe(true);
  });
});

describe('validateCalculation with variables', () => {
  it('accepts an active variable of the plant', () => {
    expect(validateCalculation('T:FLOW * V:FACTOR + V:_k2', lookupTag, lookupVariable).ok).toBe(true);
  });

  it.each([
    ['T:FLOW * V:GHOST', 'missingVariable', 9, 'GHOST'],
    ['V:OLD + T:FLOW', 'inactiveVariable', 0, 'OLD'],
    ['V:factor', 'missingVariable', 0, 'factor'],
    ['V:GHOST + (1', 'missingVariable', 0, 'GHOST'],
  ])('%j -> %s at %i', (text, code, position, name) => {
    const result = validateCalculation(text, lookupTag, lookupVariable);
    expect(result).toEqual({ ok: false, error: { key: `tags.calculation.errors.${code}`, position, args: { name } } });
  });

  it('reports the first reference error in text order, tag or variable', () => {
    const result = validateCalculation('T:GHOST + V:GHOST', lookupTag, lookupVariable);
    expect(result.ok || result.error).toMatchObject({ key: 'tags.calculation.errors.missingTag', position: 0 });
    const reversed = validateCalculation('V:GHOST + T:GHOST', lookupTag, lookupVariable);
    expect(reversed.ok || reversed.error).toMatchObject({ key: 'tags.calculation.errors.missingVariable', position: 0 });
  });

  it('keeps a language error that comes before the variable', () => {
    const result = validateCalculation('(1 + 2 3 + V:GHOST', lookupTag, lookupVariable);
    expect(result.ok || result.error).toMatchObject({ key: 'tags.calculation.errors.syntax', position: 7 });
  });

  it('knows no variable without a lookup', () => {
    const result = validateCalculation('V:FACTOR', lookupTag);
    expect(result.ok || result.error).toMatchObject({ key: 'tags.calculation.errors.missingVariable' });
  });
});

describe('evaluate with variables', () => {
  const ast = (text: string) => {
    const parsed = parseCalculation(text);
    if (!parsed.ok) throw new Error(parsed.error.key);
    return parsed.ast;
  };
  const tagValues = (code: string) => (code === 'FLOW' ? 10 : null);
  const values = (name: string) => ({ FACTOR: 2.5, ZERO: 0 })[name] ?? null;

  it('reads each variable from the map', () => {
    expect(evaluate(ast('T:FLOW * V:FACTOR - V:ZERO'), tagValues, values)).toBe(25);
    expect(evaluate(ast('IF(V:ZERO, 1, -V:FACTOR)'), tagValues, values)).toBe(-2.5);
  });

  it('is null for a missing variable, a division by a zero variable, or no map at all', () => {
    expect(evaluate(ast('T:FLOW * V:GHOST'), tagValues, values)).toBeNull();
    expect(evaluate(ast('T:FLOW / V:ZERO'), tagValues, values)).toBeNull();
    expect(evaluate(ast('T:FLOW * V:FACTOR'), tagValues)).toBeNull();
  });
});

describe('group rules and variables', () => {
  it('refuses a variable in a rule, at its position', () => {
    const result = checkGroupRule('T:FLOW > V:FACTOR');
    expect(result).toEqual({ ok: false, error: { key: 'tags.groupRule.errors.variableNotAllowed', position: 9, args: { name: 'FACTOR' } } });
  });
});
