/**
 * Calculation tags computed on read. Inputs are found by code among the plant's tags; an input that is
 * itself a calculation tag is computed the same way. A tag met again on its own input chain (a cycle),
 * a chain deeper than MAX_DEPTH or an unknown code reads as no values, so the formula gives null.
 */
import { evaluate, type VariableValues } from '../../../domain/calc/index.js';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { evaluatePerBucket, type BucketValue } from './calc-consolidated.js';
import { formulaSegments, segmentAt, segmentsIn } from './calc-formulas.js';
import { emptyInput, evaluateAtInputTimes, type ComputedSeries, type InputSeries } from './calc-raw.js';
import { readBucketValues } from './read-consolidated.js';
import { readRawRows, readValueBefore } from './read-store.js';
import { tagsByCodes, type ConsolidatedLevel, type SeriesTag } from './read-tags.js';

export const MAX_DEPTH = 8;

export interface CalcContext {
  db: Db;
  tags: EntityModel;
  plant: number;
  /** Tags already looked up by code (null: no such tag in the plant). */
  byCode: Map<string, SeriesTag | null>;
  /** The plant's active global variables (`V:NAME`), read once per request; values are never stored, so a change shows on the next read. */
  variables: VariableValues;
}

const noVariables: VariableValues = () => null;

export function calcContext(db: Db, tags: EntityModel, plant: number, known: readonly SeriesTag[] = [], variables: VariableValues = noVariables): CalcContext {
  return { db, tags, plant, byCode: new Map(known.map((tag) => [tag.code, tag])), variables };
}

async function resolve(ctx: CalcContext, codes: readonly string[]): Promise<Map<string, SeriesTag | null>> {
  const missing = codes.filter((code) => !ctx.byCode.has(code));
  if (missing.length) {
    const found = await tagsByCodes(ctx.db, ctx.tags, ctx.plant, missing);
    for (const code of missing) ctx.byCode.set(code, found.find((tag) => tag.code === code) ?? null);
  }
  return new Map(codes.map((code) => [code, ctx.byCode.get(code) ?? null]));
}

const blocked = (tag: SeriesTag, chain: ReadonlySet<number>) => chain.has(tag.id_tag) || chain.size >= MAX_DEPTH;

/** The latest value of `tag` strictly before `at`. */
async function valueBefore(ctx: CalcContext, tag: SeriesTag, at: number, chain: ReadonlySet<number>): Promise<number | null> {
  if (!tag.isCalculation) return readValueBefore(ctx.db, tag.id_tag, at);
  if (blocked(tag, chain)) return null;
  const segment = segmentAt(formulaSegments(tag.calculations), at - 1);
  if (!segment?.ast) return null;
  const inner = new Set(chain).add(tag.id_tag);
  const values = new Map<string, number | null>();
  for (const [code, input] of await resolve(ctx, segment.codes)) values.set(code, input ? await valueBefore(ctx, input, at, inner) : null);
  return evaluate(segment.ast, (code) => values.get(code) ?? null, ctx.variables);
}

/** The values of any tag over [from, to), with its latest value before `from`. */
async function inputSeries(ctx: CalcContext, tag: SeriesTag, from: number, to: number, chain: ReadonlySet<number>): Promise<InputSeries> {
  if (!tag.isCalculation) {
    const rows = await readRawRows(ctx.db, tag.id_tag, from, to);
    return { before: await readValueBefore(ctx.db, tag.id_tag, from), ...rows };
  }
  if (blocked(tag, chain)) return emptyInput;
  const computed = await calcRawValues(ctx, tag, from, to, chain);
  return { before: await valueBefore(ctx, tag, from, chain), ...computed };
}

/** Raw values of a calculation tag over [from, to): each validity period with its own formula and inputs. */
export async function calcRawValues(
  ctx: CalcContext,
  tag: SeriesTag,
  from: number,
  to: number,
  chain: ReadonlySet<number> = new Set(),
): Promise<ComputedSeries> {
  const out: ComputedSeries = { times: [], values: [] };
  if (blocked(tag, chain)) return out;
  const inner = new Set(chain).add(tag.id_tag);
  for (const segment of segmentsIn(formulaSegments(tag.calculations), from, to)) {
    const inputs = new Map<string, InputSeries>();
    for (const [code, input] of await resolve(ctx, segment.codes)) {
      inputs.set(code, input ? await inputSeries(ctx, input, segment.start, segment.end, inner) : emptyInput);
    }
    const part = evaluateAtInputTimes(segment.ast, inputs, segment.start, segment.end, ctx.variables);
    out.times.push(...part.times);
    out.values.push(...part.values);
  }
  return out;
}

/** Consolidated values of any tag at `level` for the buckets starting in [from, to). */
export async function bucketValues(
  ctx: CalcContext,
  tag: SeriesTag,
  level: ConsolidatedLevel,
  from: number,
  to: number,
  chain: ReadonlySet<number> = new Set(),
): Promise<BucketValue[]> {
  if (!tag.isCalculation) return readBucketValues(ctx.db, tag, level, from, to);
  if (blocked(tag, chain)) return [];
  const inner = new Set(chain).add(tag.id_tag);
  const segments = formulaSegments(tag.calculations);
  const codes = [...new Set(segmentsIn(segments, from, to).flatMap((segment) => segment.codes))];
  const inputs = new Map<string, BucketValue[]>();
  for (const [code, input] of await resolve(ctx, codes)) {
    inputs.set(code, input ? await bucketValues(ctx, input, level, from, to, inner) : []);
  }
  return evaluatePerBucket(segments, inputs, ctx.variables);
}
