import type { SeededRandom } from '../seeded-random.js';
import { csvUpload } from './multipart-cases.js';
import { json, plausibleRecord, writableFields, type FuzzContext, type FuzzRequest } from './fuzz-request.js';

const stringKinds = new Set(['string', 'password', 'email', 'color', 'date', 'date-time', 'hour-minute', 'enum', 'flag']);
const q = encodeURIComponent;

/** A create or update whose one string (a field's value, a key, or a nested item) holds U+0000. */
function entityWrite(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const model = random.pick(context.models);
  const record = plausibleRecord(model.fields, random);
  const strings = writableFields(model.fields).filter((field) => stringKinds.has(field.kind));
  if (strings.length && random.chance(0.8)) {
    const field = random.pick(strings);
    record[field.name] = random.withNul(String(record[field.name] ?? random.text()));
  } else {
    record[random.withNul(random.text(6))] = random.text();
  }
  return random.chance(0.6) ? json('nul', 'POST', model.api, record) : json('nul', 'PUT', `${model.api}/${random.int(1, 4)}`, record);
}

function listQuery(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const model = random.pick(context.models);
  const field = random.pick(model.fields).name;
  const query = random.pick([
    `filter=${q(JSON.stringify({ q: random.withNul(random.text()) }))}`,
    `filter=${q(JSON.stringify({ [field]: random.withNul(random.text()) }))}`,
    `filter=${q(JSON.stringify({ [random.withNul(field)]: 1 }))}`,
    `sort=${q(JSON.stringify([random.withNul(field), 'ASC']))}`,
    `range=${q(`[0,${random.withNul('9')}]`)}`,
    `${q(random.withNul('x'))}=1`,
  ]);
  return { family: 'nul', method: 'GET', url: random.chance(0.8) ? `${model.api}?${query}` : `${model.api}/${q(random.withNul('1'))}`, signed: true };
}

/** The public and hand-written calls that take text: sign-in, SSO, branding, value writes, imports, logbook, series. */
function handWritten(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const nul = (base = random.text()) => random.withNul(base);
  const options: (() => FuzzRequest)[] = [
    () => ({ ...json('nul', 'POST', 'CAC/actions/login', { username: nul('fuzz-user'), password: random.chance(0.5) ? nul() : 'x' }), signed: false }),
    () => ({ family: 'nul', method: 'GET', url: `config/${q(nul('plant-host'))}`, signed: false }),
    () => ({ family: 'nul', method: 'GET', url: `ADFS/queries/DOMAIN?domain=${q(nul('example.com'))}`, signed: false }),
    () => ({ ...json('nul', 'POST', 'CAC/actions/loginADFS', { username: nul('fuzz@example.com'), id: nul('token'), client: '1' }), signed: false }),
    () => json('nul', 'POST', 'MES/actions/writeValues', { values: [{ tag: nul(context.tagCode), ts: '2024-03-01T10:00:00Z', value: 1 }] }),
    () => json('nul', 'POST', 'MES/actions/writeValues', { values: [{ tag: context.tagCode, ts: nul('2024-03-01T10:00:00Z'), value: 1 }] }),
    () => json('nul', 'POST', 'MES/actions/collectValues', { id_tag_group: 1, ts: nul('2024-03-01T10:00:00Z'), values: [] }),
    () => json('nul', 'POST', 'MES/queries/validateCalculation', { formula: nul('1 + 2') }),
    () => json('nul', 'POST', 'LOGBOOK/entities/DATA', { id_logbook_group: 1, logbook_annotation: nul('<p>note</p>') }),
    () => ({ family: 'nul', method: 'GET', url: `MES/queries/series?tags=${q(nul(context.tagCode))}&start=${q(nul('2024-01-01'))}`, signed: true }),
    () => ({ family: 'nul', method: 'GET', url: `INT/actions/getFile/${q(nul('a.png'))}`, signed: true }),
    () => ({ ...csvUpload('importValues?dryRun=true', `tag,timestamp,value\n${nul(context.tagCode)},2024-03-01T10:00:00Z,1\n`), family: 'nul' }),
    () => ({ ...csvUpload('importValues?dryRun=true', `tag,timestamp,value\n${context.tagCode},${nul('2024-03-01T10:00:00Z')},1\n`), family: 'nul' }),
    () => ({ ...csvUpload('importTags', `code,description\n${nul('FZ')},${nul('d')}\n`), family: 'nul' }),
    () => ({ ...csvUpload('importTags', `${nul('code')},description\nFZ,d\n`), family: 'nul' }),
  ];
  return random.pick(options)();
}

export function nulCase(context: FuzzContext, random: SeededRandom): FuzzRequest {
  return random.pick([entityWrite, entityWrite, listQuery, handWritten, handWritten])(context, random);
}
