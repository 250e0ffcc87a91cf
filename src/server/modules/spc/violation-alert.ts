/** What the evaluation job raises for a new violation when its card names an alert (README.md, Violations). */

export interface ViolationAlertFacts {
  id_card: number;
  card_code: string;
  tag_code: string;
  rule: number;
  point_ms: number;
  value: number;
}

/** One raise per card, rule and point, however often the job sees it. */
export const violationAlertKey = (facts: Pick<ViolationAlertFacts, 'id_card' | 'rule' | 'point_ms'>): string =>
  `spc:${facts.id_card}:${facts.rule}:${facts.point_ms}`;

/** Six significant digits: enough to recognise the point, language-neutral (no thousands separator). */
const shortNumber = (value: number): string => String(Number(value.toPrecision(6)));

/**
 * The movement's text, stored as plain text and read in any language: the alert's template with `{card}`,
 * `{tag}`, `{rule}` (R0–R8) and `{value}` filled in; a template without them gets "CARD R1 12.34" after it.
 */
export function violationAlertMessage(template: string, facts: ViolationAlertFacts): string {
  const fields: Record<string, string> = { card: facts.card_code, tag: facts.tag_code, rule: `R${facts.rule}`, value: shortNumber(facts.value) };
  const placeholder = /\{(card|tag|rule|value)\}/g;
  const summary = `${facts.card_code} R${facts.rule} ${fields.value}`;
  const text = template.trim();
  if (!text) return summary;
  const filled = text.replace(placeholder, (_, name: string) => fields[name]!);
  return filled === text ? `${text} (${summary})` : filled;
}
