import type { SeededRandom } from '../seeded-random.js';
import { plausibleRecord, writableFields, type FuzzContext, type FuzzRequest } from './fuzz-request.js';

/** Hand-written calls that take a JSON body (sign-out is left out: it would end the fuzz run's own session). */
const bodyRoutes = [
  'MES/actions/writeValues',
  'MES/actions/collectValues',
  'MES/queries/validateCalculation',
  'CAC/queries/accessControl',
  'CAC/entities/ELEMENTO',
  'EST/queries/setNewContractDate',
  'ALE/actions/raise',
  'ALE/entities/MENSAGEM',
  'ALE/queries/insertCause',
  'ALE/queries/notifyUsers',
  'LOGBOOK/entities/DATA',
  'LOG/entities/DATA/ALL',
  'CAC/actions/loginADFS',
];
const queryRoutes = [
  'MES/queries/series',
  'ALE/queries/movements',
  'CAC/queries/USUARIO',
  'MES/entities/MESTAG/CLIENT',
  'MES/entities/SPCTAGS',
  'ALE/queries/lastNotifications/1',
  'GDV/entities/ALLVISAO/1',
  'LOGBOOK/entities/DATA/1',
  'CAC/entities/ELEMENTO/1',
];
const junkText = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  'true',
  '"text"',
  '12',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\ufeff{}',
  '{"a":1e999}',
  '{"a":-1e999}',
];

function junkValue(random: SeededRandom, depth = 0): unknown {
  const scalars = [
    null,
    true,
    false,
    0,
    -0,
    1.5,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 2,
    2 ** 63,
    2 ** 31,
    -(2 ** 31) - 1,
    '',
    ' ',
    'x'.repeat(random.int(1, 5000)),
    '١٢٣',
    '\ud800',
    'NaN',
    '2024-13-45',
    '25:99',
    '#zzz',
    'a@',
    random.text(),
  ];
  if (depth > 3 || random.chance(0.7)) return random.pick(scalars);
  return random.chance(0.5)
    ? Array.from({ length: random.int(0, 4) }, () => junkValue(random, depth + 1))
    : Object.fromEntries(Array.from({ length: random.int(0, 4) }, () => [random.text(6), junkValue(random, depth + 1)]));
}

function deeplyNested(random: SeededRandom): string {
  const depth = random.int(100, 50_000);
  return random.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A record with wrong types, an unknown field, or not a record at all: never a valid write. */
function entityJunk(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const model = random.pick(context.models);
  const record: Record<string, unknown> = { ...plausibleRecord(model.fields, random), __fuzz_unknown: junkValue(random) };
  for (const field of writableFields(model.fields)) if (random.chance(0.4)) record[field.name] = junkValue(random);
  const method = random.pick(['POST', 'PUT', 'PUT', 'DELETE'] as const);
  const url = method === 'POST' ? model.api : `${model.api}/${random.pick(['999999', '0', '-1', '1.5', '99999999999', 'abc', '%2e%2e', '1', '2'])}`;
  if (method === 'DELETE') return { family: 'junk', method, url: `${model.api}/${random.pick(['999999', '0', '-1', '99999999999', 'abc'])}`, signed: true };
  const payload = random.pick([
    () => JSON.stringify(record),
    () => JSON.stringify(junkValue(random)),
    () => random.pick(junkText),
    () => deeplyNested(random),
  ])();
  return { family: 'junk', method, url, payload, contentType: 'application/json', signed: true };
}

function listJunk(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const model = random.pick(context.models);
  const value = () => encodeURIComponent(random.chance(0.5) ? JSON.stringify(junkValue(random)) : random.pick(junkText));
  const query = Array.from({ length: random.int(1, 3) }, () => `${random.pick(['sort', 'range', 'filter', 'page', 'q', 'filter[q]'])}=${value()}`).join('&');
  return { family: 'junk', method: 'GET', url: `${model.api}?${query}`, signed: true };
}

function handWrittenJunk(_context: FuzzContext, random: SeededRandom): FuzzRequest {
  if (random.chance(0.35)) {
    const query = Array.from(
      { length: random.int(1, 4) },
      () =>
        `${random.pick(['tags', 'start', 'end', 'level', 'points', 'id', 'page', 'limit', 'dryRun'])}=${encodeURIComponent(String(junkValue(random)).replace(/[\ud800-\udfff]/g, '?'))}`,
    ).join('&');
    return { family: 'junk', method: 'GET', url: `${random.pick(queryRoutes)}?${query}`, signed: true };
  }
  const route = random.pick(bodyRoutes);
  const payload = random.pick([
    () => JSON.stringify(junkValue(random, 1)),
    () => JSON.stringify({ values: junkValue(random, 1), __fuzz_unknown: 1 }),
    () => random.pick(junkText),
    () => deeplyNested(random),
  ])();
  return {
    family: 'junk',
    method: 'POST',
    url: route,
    payload,
    contentType: random.chance(0.9) ? 'application/json' : random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']),
    signed: route !== 'CAC/actions/loginADFS',
  };
}

/** A path or query that is not valid percent-encoding (a lone `%`, bytes that are not UTF-8). */
function badUrl(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const broken = random.pick(['%', '%ff', '%E0%A4%A', '%fe%ff', '%C0%AF', `${random.text(4)}%`]);
  const url = random.pick([
    `config/${broken}`,
    `${random.pick(context.models).api}/${broken}`,
    `${random.pick(context.models).api}?filter=${broken}`,
    `ADFS/queries/DOMAIN?domain=${broken}`,
  ]);
  return { family: 'junk', method: 'GET', url, signed: random.chance(0.7) };
}

export function junkCase(context: FuzzContext, random: SeededRandom): FuzzRequest {
  return random.pick([entityJunk, entityJunk, listJunk, handWrittenJunk, handWrittenJunk, badUrl])(context, random);
}
