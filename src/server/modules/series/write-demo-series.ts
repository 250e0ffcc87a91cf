import type { Database } from '../../db/create-database.js';
import type { AccessScope } from '../access/access-scope.js';
import { createEntity } from '../entities/entity-service.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { storeValues } from './write-values.js';

const STEP = 5 * 60_000;
const DAYS = 90;
const DAY = 86_400_000;
const CHUNK = 10_000;

/** A repeatable noise in [-1, 1) for sample number `n` (the same instant always gets the same value). */
function noise(n: number, salt: number): number {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43_758.5453;
  return (x - Math.floor(x)) * 2 - 1;
}

/** Reactor temperature: a daily and a weekly wave around 80 °C. */
const temperature = (t: number, n: number) => 80 + 4 * Math.sin((2 * Math.PI * t) / DAY) + 1.5 * Math.sin((2 * Math.PI * t) / (7 * DAY)) + 0.8 * noise(n, 1);

/** Feed flow around 120 m³/h with a two-hour stop every nine days. */
function flow(t: number, n: number): number {
  if (Math.floor(t / 3_600_000) % (9 * 24) < 2) return 8 + 2 * noise(n, 2);
  return 120 + 15 * Math.sin((2 * Math.PI * t) / DAY + 1) + 3 * noise(n, 3);
}

/** Product viscosity from the laboratory, one sample a shift, around 450 mPa·s. */
const viscosity = (t: number, n: number) => 450 + 20 * Math.sin((2 * Math.PI * t) / (5 * DAY)) + 8 * noise(n, 4);

const demoTags = [
  {
    body: {
      code: 'TT-101',
      description: 'Reactor temperature',
      spec_low: 72,
      spec_high: 88,
      action_low: 74,
      action_high: 86,
      filter_low: -50,
      filter_high: 250,
      decimals: 1,
    },
    unit: 'degC',
    curve: temperature,
    input: 'sensor',
    step: STEP,
  },
  {
    body: {
      code: 'FT-201',
      description: 'Feed flow',
      spec_low: 100,
      spec_high: 140,
      action_low: 105,
      action_high: 135,
      filter_low: 0,
      filter_high: 400,
      decimals: 1,
    },
    unit: 'm3',
    curve: flow,
    input: 'sensor',
    step: STEP,
  },
  {
    // Entered by people (manual input), so the operator's data-entry pages have a tag to work with.
    body: {
      code: 'QA-301',
      description: 'Product viscosity (lab)',
      spec_low: 400,
      spec_high: 500,
      action_low: 415,
      action_high: 485,
      filter_low: 0,
      filter_high: 2000,
      decimals: 0,
    },
    curve: viscosity,
    input: 'laboratory',
    step: 8 * 3_600_000,
  },
];

/**
 * Two sensor tags of the demo unit with the last 90 days of five-minute values, so a new user finds a
 * trend in the analysis pages, and a laboratory tag with a value a shift for the data-entry pages. Written through the entity service and storeValues, like the API.
 */
export async function seedDemoSeries(
  deps: { database: Database; catalog: ModelCatalog },
  scope: AccessScope,
  { now = Date.now() }: { now?: number } = {},
): Promise<void> {
  const tags = deps.catalog.get('tags');
  const measures = deps.catalog.get('units-of-measurement');
  if (!tags || !scope.unit) return;
  for (const { body, unit, curve, input, step } of demoTags) {
    const measure =
      measures && unit
        ? await deps.database.db
            .selectFrom(measures.table)
            .select(measures.key)
            .where('code', '=', unit)
            .where('id_elemento', '=', scope.unit.id_elemento)
            .executeTakeFirst()
        : undefined;
    const tag = await createEntity(deps, tags, scope, {
      ...body,
      tag_type: 'higher_better',
      aggregation: 'AVERAGE',
      data_input: input,
      active: true,
      ...(measure ? { id_unit_measurement: Number(measure[measures!.key]) } : {}),
    });
    const id_tag = tag.id_tag as number;
    const last = Math.floor(now / step) * step;
    for (let from = last - DAYS * DAY; from < last; from += CHUNK * step) {
      const rows = [];
      for (let t = from; t < Math.min(last, from + CHUNK * step); t += step) rows.push({ id_tag, ts: t, value: Math.round(curve(t, t / step) * 100) / 100 });
      await storeValues(deps.database.db, deps.database.dialect, rows);
    }
  }
}
