/** A number as typed, with a decimal point or comma (pt-BR, es-ES); null when it is not one. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed.replace(',', '.'));
  return trimmed !== '' && Number.isFinite(value) ? value : null;
}
