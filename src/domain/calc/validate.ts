/** Validation before saving: the language checks plus the tag and variable checks; the first error by position. */
import { calcError, type CalcError, type ParseResult } from './ast.js';
import { parseCalculation } from './parser.js';
import { tokenize } from './tokenizer.js';

export interface TagInfo {
  active: boolean;
  hasPoints: boolean;
}

export type TagLookup = (code: string) => TagInfo | undefined;

export interface VariableInfo {
  active: boolean;
}

/** A global variable of the plant by exact name; undefined when there is none. */
export type VariableLookup = (name: string) => VariableInfo | undefined;

const noVariables: VariableLookup = () => undefined;

/** The first reference (before `limit`) to a tag missing, inactive or without points, or to a missing or inactive variable. */
function firstReferenceError(text: string, lookupTag: TagLookup, lookupVariable: VariableLookup, limit: number): CalcError | undefined {
  const seen = new Map<string, TagInfo | undefined>();
  for (const token of tokenize(text)) {
    if (token.position >= limit) continue;
    if (token.type === 'variable') {
      const variable = lookupVariable(token.name);
      if (!variable) return calcError('missingVariable', token.position, { name: token.name });
      if (!variable.active) return calcError('inactiveVariable', token.position, { name: token.name });
      continue;
    }
    if (token.type !== 'tag') continue;
    if (!seen.has(token.code)) seen.set(token.code, lookupTag(token.code));
    const tag = seen.get(token.code);
    const args = { code: token.code };
    if (!tag) return calcError('missingTag', token.position, args);
    if (!tag.active) return calcError('inactiveTag', token.position, args);
    if (!tag.hasPoints) return calcError('tagWithoutPoints', token.position, args);
  }
  return undefined;
}

/** `lookupVariable` finds the plant's global variables; without it every `V:` reference is a missing variable. */
export function validateCalculation(text: string, lookupTag: TagLookup, lookupVariable: VariableLookup = noVariables): ParseResult {
  const parsed = parseCalculation(text);
  const referenceError = firstReferenceError(text, lookupTag, lookupVariable, parsed.ok ? Infinity : parsed.error.position);
  return referenceError ? { ok: false, error: referenceError } : parsed;
}
