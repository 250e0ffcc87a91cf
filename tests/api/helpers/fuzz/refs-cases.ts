import type { SeededRandom } from '../seeded-random.js';
import { json, plausibleRecord, type FuzzContext, type FuzzRequest } from './fuzz-request.js';

/** A reference list longer than any schema allows: a few over the default 1,000, now and then tens of thousands. */
export function refsCase(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const withRefs = context.models.filter((model) => model.fields.some((field) => field.kind === 'refs' && !field.readOnly));
  const model = random.pick(withRefs);
  const field = random.pick(model.fields.filter((f) => f.kind === 'refs' && !f.readOnly));
  const length = random.chance(0.1) ? random.pick([40_000, 70_000]) : random.int(1_001, 3_000);
  const record = { ...plausibleRecord(model.fields, random), [field.name]: Array.from({ length }, (_, i) => i + 1) };
  return random.chance(0.7) ? json('refs', 'POST', model.api, record) : json('refs', 'PUT', `${model.api}/${random.int(1, 4)}`, record);
}
