import type { UnitSummary } from '../access/user-access-repository.js';
import { forbidden } from '../../core/api-error.js';

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  if (Array.isArray(value)) throw forbidden();
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The current unit from the `id-element` header, else the first permitted one.
 * A header is a choice among what the user may see, never a grant: a unit outside the
 * list, or a `plt-code` / `client-code` that does not match the unit, is refused.
 */
export function chooseUnit(units: readonly UnitSummary[], clientId: number, headers: Headers): UnitSummary | null {
  const wanted = header(headers, 'id-element');
  const unit = wanted === undefined ? (units[0] ?? null) : units.find((u) => String(u.id_elemento) === wanted);
  if (!unit && wanted !== undefined) throw forbidden();
  const plant = header(headers, 'plt-code');
  if (plant !== undefined && (!unit || String(unit.plt_codigo) !== plant)) throw forbidden();
  const client = header(headers, 'client-code');
  if (client !== undefined && String(unit?.cli_codigo ?? clientId) !== client) throw forbidden();
  return unit ?? null;
}
