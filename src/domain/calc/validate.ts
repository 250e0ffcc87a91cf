/** Validation before saving: the language checks plus the tag checks; the first error by position. */
import { calcError, type CalcError, type ParseResult } from './ast.js';
import { parseCalculation } from './parser.js';
import { tokenize } from './tokenizer.js';

export interface TagInfo {
  active: boolean;
  hasPoints: boolean;
}

export type TagLookup = (code: string) => TagInfo | undefined;

/** The first tag reference (before `limit`) that is missing, inactive or without points. */
function firstTagError(text: string, lookupTag: TagLookup, limit: number): CalcError | undefined {
  const seen = new Map<string, TagInfo | undefined>();
  for (const token of tokenize(text)) {
    if (token.type !== 'tag' || token.position >= limit) continue;
    if (!seen.has(token.code)) seen.set(token.code, lookupTag(token.code));
    const tag = seen.get(token.code);
    const args = { code: token.code };
    if (!tag) return calcError('missingTag', token.position, args);
    if (!tag.active) return calcError('inactiveTag', token.position, args);
    if (!tag.hasPoints) return calcError('tagWithoutPoints', token.position, args);
  }
  return undefined;
}

export function validateCalculation(text: string, lookupTag: TagLookup): ParseResult {
  const parsed = parseCalculation(text);
  const tagError = firstTagError(text, lookupTag, parsed.ok ? Infinity : parsed.error.position);
  return tagError ? { ok: false, error: tagError } : parsed;
}
