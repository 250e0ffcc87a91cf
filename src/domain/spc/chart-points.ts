import { isAttributeChart, type AttributeChart, type ChartPoint, type ChartType, type Subgroup } from './chart-model.js';
import { mean, range, sampleStandardDeviation } from './subgroup-statistics.js';

/**
 * The plotted points of a chart, one per subgroup: x̄ with R or S (n − 1), the individual value with its moving
 * range |xᵢ − xᵢ₋₁| (null for the first), or the attribute statistic of a count with sizes[i] (p = count/size,
 * np = count, c = count, u = count/size; a c chart's size is 1 when not given). RangeError on an empty subgroup,
 * an I-MR or attribute subgroup of more than one value, or a missing or non-positive size.
 */
export function chartPoints(chart: ChartType, subgroups: readonly Subgroup[], sizes?: readonly number[]): ChartPoint[] {
  if (isAttributeChart(chart)) return attributePoints(chart, subgroups, sizes);
  const points: ChartPoint[] = new Array<ChartPoint>(subgroups.length);
  let previous = NaN;
  for (let i = 0; i < subgroups.length; i++) {
    const { t, values } = subgroups[i]!;
    if (values.length === 0) throw new RangeError(`subgroup ${i} is empty`);
    if (chart === 'i-mr') {
      const x = singleValue(values, i, 'I-MR charts individuals');
      points[i] = { t, value: x, dispersion: i === 0 ? null : Math.abs(x - previous), n: 1 };
      previous = x;
      continue;
    }
    const value = mean(values);
    const dispersion = values.length < 2 ? null : chart === 'xbar-r' ? range(values) : sampleStandardDeviation(values, value);
    points[i] = { t, value, dispersion, n: values.length };
  }
  return points;
}

function attributePoints(chart: AttributeChart, subgroups: readonly Subgroup[], sizes: readonly number[] | undefined): ChartPoint[] {
  const points: ChartPoint[] = new Array<ChartPoint>(subgroups.length);
  for (let i = 0; i < subgroups.length; i++) {
    const { t, values } = subgroups[i]!;
    const count = singleValue(values, i, 'an attribute subgroup is one count');
    const size = sizes?.[i] ?? (chart === 'c' ? 1 : NaN);
    if (!(size > 0) || !Number.isFinite(size)) throw new RangeError(`sizes[${i}] must be a positive number, got ${sizes?.[i]}`);
    const value = chart === 'p' || chart === 'u' ? count / size : count;
    points[i] = { t, value, dispersion: null, n: size };
  }
  return points;
}

function singleValue(values: readonly number[], index: number, why: string): number {
  if (values.length !== 1) throw new RangeError(`subgroup ${index} has ${values.length} values: ${why}`);
  return values[0]!;
}
