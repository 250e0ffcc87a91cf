import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { CollectAnswer } from '../../../generated/api-types.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import type { Database } from '../../db/create-database.js';
import { loadCollectGroup, type CollectGroup } from './collect-group.js';
import { applyGroupRules } from './collect-rules.js';
import { mayWriteValues } from './write-access.js';
import { applyFilters, checkSampleTags, type RowProblem, type SampleInput, type StoreDeps, type WriteAnswer } from './write-batch.js';
import { storeManualEntry } from './store-manual-entry.js';
import { ruleFailed, valueKeys } from './write-errors.js';
import { fieldErrorsOfRows, listProblem, overwriteProblem, required, timestampProblem, valueProblem } from './write-request.js';
import { plantTagsByRef } from './write-tags.js';
import { parseTimestamp } from './write-timestamp.js';

interface CollectBody {
  id_tag_group: number;
  ts: number;
  values: { id_tag: number; value: number }[];
  overwrite: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function parseCollectBody(body: unknown): { fields: FieldErrors } | { body: CollectBody } {
  const input = isRecord(body) ? body : {};
  const fields: FieldErrors = {};
  if (!isId(input.id_tag_group)) fields.id_tag_group = input.id_tag_group === undefined ? required : { key: 'validation.integer' };
  const tsProblem = timestampProblem(input.ts);
  if (tsProblem) fields.ts = tsProblem;
  Object.assign(fields, overwriteProblem(input.overwrite));
  const badList = listProblem(input.values);
  if (badList) return { fields: { ...fields, ...badList } };
  const problems: RowProblem[] = [];
  (input.values as unknown[]).forEach((row, index) => {
    if (!isRecord(row)) return problems.push({ index, field: '', key: 'validation.type' });
    if (!isId(row.id_tag)) problems.push({ index, field: 'id_tag', ...(row.id_tag === undefined ? required : { key: 'validation.integer' }) });
    const problem = valueProblem(row.value);
    if (problem) problems.push({ index, field: 'value', ...problem });
    return undefined;
  });
  Object.assign(fields, fieldErrorsOfRows(problems));
  if (Object.keys(fields).length) return { fields };
  return {
    body: {
      id_tag_group: input.id_tag_group as number,
      ts: parseTimestamp(input.ts)!,
      values: input.values as CollectBody['values'],
      overwrite: input.overwrite === true,
    },
  };
}

async function groupForCaller(deps: { database: Database; catalog: ModelCatalog }, access: RequestAccess, id: number): Promise<CollectGroup> {
  const model = deps.catalog.get('tag-groups');
  const group = model ? await loadCollectGroup(deps.database.db, model, access, id) : undefined;
  if (!group) throw notFound();
  if (!group.users.includes(access.userId)) throw forbidden();
  if (!group.isManualCollection || !group.active) throw validationFailed({ id_tag_group: { key: valueKeys.notCollectGroup } });
  return group;
}

/**
 * `MES/actions/collectValues`: one time slot of a manual-collection group. The caller must be a user of
 * the group; entered tags must be the group's; the group's formula rules compute their target tags and
 * its validation rules must hold (else 400 RULE_FAILED); then everything is stored like writeValues (values
 * already stored at the slot with other values need `overwrite: true`, else 409 VALUE_EXISTS). A value
 * outside its tag's filter limits is refused before the rules run.
 */
export async function collectValues(deps: StoreDeps, access: RequestAccess, rawBody: unknown): Promise<CollectAnswer> {
  const tags = deps.catalog.get('tags');
  if (!access.unit || !tags || !mayWriteValues(access)) throw forbidden();
  const parsed = parseCollectBody(rawBody);
  if ('fields' in parsed) throw validationFailed(parsed.fields);
  const { body } = parsed;
  const group = await groupForCaller(deps, access, body.id_tag_group);

  const outsideGroup = group.tagIds
    ? body.values.flatMap((row, index) => (group.tagIds!.includes(row.id_tag) ? [] : [{ index, field: 'id_tag', key: valueKeys.tagNotInGroup }]))
    : [];
  if (outsideGroup.length) throw validationFailed(fieldErrorsOfRows(outsideGroup));
  const entered: SampleInput[] = body.values.map((row) => ({ tag: row.id_tag, ts: body.ts, value: row.value }));
  const checked = await checkSampleTags(deps.database.db, tags, access.unit.plt_codigo, entered);
  if (checked.problems.length) throw validationFailed(fieldErrorsOfRows(checked.problems.map((p) => ({ ...p, field: 'id_tag' }))));

  const ruleTargets = group.rules.flatMap((rule) => (rule.target_tag ? [rule.target_tag] : []));
  const targetTag = await plantTagsByRef(deps.database.db, tags, access.unit.plt_codigo, ruleTargets);
  // A value outside its filter limits is refused, so no formula computes from it.
  const { accepted, refusals } = applyFilters(checked.samples);
  const enteredByCode = new Map(accepted.map((sample) => [sample.tag.code, sample.value]));
  const outcome = applyGroupRules(group.rules, enteredByCode, (id) => targetTag(id)?.code);
  if (!outcome.ok && outcome.failure === 'violated') throw ruleFailed(outcome.message, outcome.expression);
  if (!outcome.ok) throw validationFailed({ [`rules.${outcome.rule}`]: { key: valueKeys.ruleInvalid } });

  const computedInputs = outcome.computed.map((item) => ({ tag: item.id_tag, ts: body.ts, value: item.value }));
  const computed = await checkSampleTags(deps.database.db, tags, access.unit.plt_codigo, computedInputs);
  if (computed.problems.length) {
    const fields = Object.fromEntries(computed.problems.map((p) => [`rules.${outcome.computed[p.index]!.rule}.target_tag`, { key: p.key, args: p.args }]));
    throw validationFailed(fields);
  }
  // Computed values follow the entered ones, so a refusal's index past `values` names a formula target.
  const offset = body.values.length;
  const samples = [...accepted, ...computed.samples.map((sample) => ({ ...sample, index: sample.index + offset }))];
  // Who typed the entered values is recorded with them (the dashboards' operator chart); formula targets are not typed.
  const answer: WriteAnswer = await storeManualEntry(deps, access, samples, body.overwrite, (sample) => sample.index < offset);
  const allRefusals = [...refusals, ...answer.refusals];
  return {
    stored: answer.stored,
    refused: allRefusals.length,
    refusals: allRefusals,
    computed: outcome.computed.map(({ id_tag, value }) => ({ id_tag, value })),
  };
}
