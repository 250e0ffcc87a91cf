import type { Database } from '../db/create-database.js';
import type { ModelCatalog } from '../core/model-catalog.js';
import type { AccessScope } from '../modules/access/access-scope.js';
import { createEntity } from '../modules/entities/entity-service.js';
import { storeValues } from '../modules/series/write-values.js';
import { runSpcEvaluation } from '../modules/spc/evaluate-cards.js';
import { fillWeightSamples } from './demo-fill-weight.js';

type Deps = { database: Database; catalog: ModelCatalog };

const DAY = 86_400_000;
const CHUNK = 10_000;

const diagnostics = [
  { code: 'RAW', description: 'Raw material variation' },
  { code: 'MEAS', description: 'Measurement or sampling error' },
  { code: 'ADJ', description: 'Operator adjustment' },
  { code: 'WEAR', description: 'Equipment wear' },
];

const correctiveActions = [
  { code: 'CAL', description: 'Recalibrate the filling valve' },
  { code: 'SET', description: 'Bring the setpoint back to target' },
  { code: 'NOZ', description: 'Replace the filling nozzle' },
  { code: 'TRN', description: 'Review the procedure with the crew' },
];

const help: Record<number, { title: string; body: string }> = {
  1: {
    title: 'A point beyond the control limits',
    body: '<p>Stop and check the last sample: scale, nozzle and the bottle itself. Weigh five more bottles before restarting.</p>',
  },
  2: {
    title: 'The process mean has moved',
    body: '<p>Nine subgroups on one side of the centre line: the setpoint or the product density changed. Compare with the laboratory density of the current batch.</p>',
  },
};

/**
 * The demo's statistical process control (issue 13) at the north unit: the filler's fill weight with a
 * month of one-minute samples, a rule set with every rule, an X̄-R card (n = 5) whose limits come from its
 * first week and an I-MR card on the laboratory viscosity, the diagnostics and corrective actions a
 * quality engineer picks from, and help for two rules; the evaluation job's first run stores the last week's violations.
 */
export async function seedDemoSpc(deps: Deps, scope: AccessScope, { now = Date.now() }: { now?: number } = {}): Promise<number[]> {
  const create = async (name: string, body: Record<string, unknown>) => createEntity(deps, deps.catalog.get(name)!, scope, body);
  const weight = await create('tags', {
    code: 'FIL-101.WEIGHT',
    description: 'Filler 101 fill weight',
    tag_type: 'higher_better',
    aggregation: 'AVERAGE',
    data_input: 'automation',
    spec_low: 495,
    spec_high: 505,
    decimals: 2,
    active: true,
  });
  const idWeight = Number(weight.id_tag);
  const samples = fillWeightSamples(now, 30);
  for (let start = 0; start < samples.length; start += CHUNK) {
    await storeValues(
      deps.database.db,
      deps.database.dialect,
      samples.slice(start, start + CHUNK).map((sample) => ({ id_tag: idWeight, ...sample })),
    );
  }
  const viscosity = await deps.database.db
    .selectFrom('tags')
    .select('id_tag')
    .where('code', '=', 'QA-301')
    .where('plt_codigo', '=', scope.unit!.plt_codigo)
    .executeTakeFirst();

  const ruleSet = await create('spc-rule-sets', {
    name: 'Nelson, all rules',
    rules: [0, 1, 2, 3, 4, 5, 6, 7, 8],
    tags: [idWeight, ...(viscosity ? [Number(viscosity.id_tag)] : [])],
  });
  const idRuleSet = Number(ruleSet.id_rule_set);
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const cards = [
    await create('spc-cards', {
      code: 'FW-XR',
      description: 'Fill weight, X̄-R of five consecutive bottles',
      id_tag: idWeight,
      chart_type: 'xbar-r',
      sampling: 'subgroup',
      subgroup_size: 5,
      scale_min: 494,
      scale_max: 506,
      id_rule_set: idRuleSet,
      k_factor: 3,
      revisions: [{ valid_from: day(-29), base_from: day(-29), base_to: day(-23), center: null, lcl: null, ucl: null, note: 'First week as the base' }],
    }),
  ];
  if (viscosity) {
    cards.push(
      await create('spc-cards', {
        code: 'VISC-IMR',
        description: 'Viscosity, one laboratory sample a shift',
        id_tag: Number(viscosity.id_tag),
        chart_type: 'i-mr',
        sampling: 'subgroup',
        subgroup_size: 1,
        id_rule_set: idRuleSet,
        k_factor: 3,
      }),
    );
  }
  for (const diagnostic of diagnostics) await create('spc-diagnostics', diagnostic);
  for (const action of correctiveActions) await create('spc-corrective-actions', action);
  for (const [rule, text] of Object.entries(help)) await create('spc-rule-help', { rule: Number(rule), ...text });
  await runSpcEvaluation({ db: deps.database.db }, { now });
  return cards.map((card) => Number(card.id_card));
}
