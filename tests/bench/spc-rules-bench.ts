/**
 * SPC rules benchmark, in process: rule 0 and Nelson's rules 1–8 (`evaluateRules`, all nine rules, bit-parallel
 * with 32 points a word: src/domain/spc/nelson-bitset.ts) over 1,000,000 seeded normal points with a few shifted
 * stretches, beside the baseline of one pass computing the z-scores (x − center) / sigma into a new Float64Array. Best of several rounds after a warm-up (the fastest round is the
 * one least disturbed by other work on the machine). Goal: rules ≤ 3 × baseline. Figures only: nothing passes or
 * fails on time. Alone: `npx tsx tests/bench/spc-rules-bench.ts`.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../../src/domain/random/seeded-random.js';
import { evaluateRules } from '../../src/domain/spc/nelson-rules.js';
import { RULE_NUMBERS } from '../../src/domain/spc/chart-model.js';

const POINTS = 1_000_000;
const WARM_UP = 3;
const ROUNDS = 15;
const CENTER = 50;
const SIGMA = 2;

/** Normal values (Box–Muller over the seeded generator); every 10,000 points a stretch of 60 shifted by 1.5 sigma. */
function normalSeries(points: number): Float64Array {
  const random = seededRandom(1984);
  const values = new Float64Array(points);
  for (let i = 0; i < points; i++) {
    const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    const shift = i % 10_000 < 60 ? 1.5 : 0;
    values[i] = CENTER + SIGMA * (normal + shift);
  }
  return values;
}

/** The baseline: one pass of z-scores into a new Float64Array, as a function answering them would do. */
function zScores(values: Float64Array, center: number, sigma: number): Float64Array {
  const scores = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) scores[i] = (values[i]! - center) / sigma;
  return scores;
}

/** The same pass into an array allocated beforehand: the bare arithmetic, for scale. */
function zScoresInto(scores: Float64Array, values: Float64Array, center: number, sigma: number): Float64Array {
  for (let i = 0; i < values.length; i++) scores[i] = (values[i]! - center) / sigma;
  return scores;
}

const ms = (value: number) => Number(value.toFixed(3));

function bestMs(run: () => unknown): { bestMs: number; runsMs: number[] } {
  for (let i = 0; i < WARM_UP; i++) run();
  const runs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    run();
    runs.push(performance.now() - t0);
  }
  return { bestMs: ms(Math.min(...runs)), runsMs: runs.map(ms) };
}

/** evaluateRules with rules 0–8 against one z-score pass over the same million points. */
export async function benchSpcRules() {
  const values = normalSeries(POINTS);
  // Runtime values, so neither loop is compiled for constants.
  const [center, sigma] = [Number(process.env.SPC_BENCH_CENTER ?? CENTER), Number(process.env.SPC_BENCH_SIGMA ?? SIGMA)];
  const options = { rules: RULE_NUMBERS, lsl: center - 3.5 * sigma, usl: center + 3.5 * sigma };
  const baseline = bestMs(() => zScores(values, center, sigma));
  const scores = new Float64Array(POINTS);
  const bare = bestMs(() => zScoresInto(scores, values, center, sigma));
  const rules = bestMs(() => evaluateRules(values, center, sigma, options));
  const violations = evaluateRules(values, center, sigma, options);
  return {
    name: 'spcRules',
    what: 'evaluateRules (rule 0 and Nelson 1–8, bit-parallel, 32 points a word) over 1,000,000 points; ratio = rules / one pass of z-scores into a new Float64Array',
    points: POINTS,
    baselineMs: baseline.bestMs,
    rulesMs: rules.bestMs,
    ratio: Number((rules.bestMs / baseline.bestMs).toFixed(2)),
    goal: 3,
    baselineIntoExistingArrayMs: bare.bestMs,
    ratioToIntoExistingArray: Number((rules.bestMs / bare.bestMs).toFixed(2)),
    violationsPerRule: Object.fromEntries(Object.entries(violations).map(([rule, indexes]) => [rule, indexes.length])),
    runs: { baseline: baseline.runsMs, baselineIntoExistingArray: bare.runsMs, rules: rules.runsMs },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(JSON.stringify(await benchSpcRules(), null, 2));
}
