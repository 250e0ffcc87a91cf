import { checkGroupRule, evaluate } from '../../../domain/calc/index.js';

/** A rule of a tag group (tag-group schema `rules`). */
export interface GroupRule {
  kind: 'validation' | 'formula';
  expression: string;
  target_tag?: number | null;
  message?: string | null;
}

export type RuleOutcome =
  | { ok: true; computed: { rule: number; id_tag: number; value: number }[] }
  | { ok: false; failure: 'invalid'; rule: number }
  | { ok: false; failure: 'violated'; rule: number; message: string; expression: string };

/** The rules of a stored group row, whatever shape the column came back in; malformed entries dropped. */
export function rulesOf(value: unknown): GroupRule[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((rule): rule is GroupRule => (rule?.kind === 'validation' || rule?.kind === 'formula') && typeof rule.expression === 'string');
}

/**
 * Applies a manual-collection group's rules to the values entered (by tag code): formula rules first, in
 * their order, each computing its target tag (a later rule sees the earlier results), then every
 * validation rule over entered and computed values. A rule whose inputs were not all entered is not
 * applicable: a formula computes nothing, a validation does not block.
 */
export function applyGroupRules(rules: readonly GroupRule[], values: Map<string, number>, codeOf: (id_tag: number) => string | undefined): RuleOutcome {
  const known = new Map(values);
  const lookup = (code: string) => known.get(code) ?? null;
  const computed: { rule: number; id_tag: number; value: number }[] = [];
  const ordered = rules.map((rule, index) => ({ rule, index }));
  for (const { rule, index } of ordered.filter(({ rule }) => rule.kind === 'formula')) {
    const checked = checkGroupRule(rule.expression);
    if (!checked.ok || checked.kind !== 'insertion' || !rule.target_tag) return { ok: false, failure: 'invalid', rule: index };
    const value = evaluate(checked.ast, lookup);
    if (value === null) continue;
    computed.push({ rule: index, id_tag: rule.target_tag, value });
    const code = codeOf(rule.target_tag);
    if (code !== undefined) known.set(code, value);
  }
  for (const { rule, index } of ordered.filter(({ rule }) => rule.kind === 'validation')) {
    const checked = checkGroupRule(rule.expression);
    if (!checked.ok || checked.kind !== 'validation') return { ok: false, failure: 'invalid', rule: index };
    if (evaluate(checked.ast, lookup) === 0) {
      return { ok: false, failure: 'violated', rule: index, message: rule.message ?? '', expression: rule.expression };
    }
  }
  return { ok: true, computed };
}
