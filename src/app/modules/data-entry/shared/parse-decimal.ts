/**
 * A typed number as people write it in the three languages: '.' or ',' as the decimal mark, no
 * thousands separators (ambiguous between them). undefined when the text is no finite number.
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}
