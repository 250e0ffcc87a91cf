/** One instant of the chart: `t` in epoch ms and each series' value there (`s0`, `s1`...), null where it has none. */
export type ChartRow = { t: number } & Record<string, number | null>;

export const seriesKey = (index: number) => `s${index}`;

/** The series' columns merged by instant into rows in time order, the one data set recharts draws every series from. */
export function chartRows(series: readonly { times: readonly number[]; values: readonly (number | null)[] }[]): ChartRow[] {
  const rows = new Map<number, ChartRow>();
  series.forEach(({ times, values }, index) => {
    for (let i = 0; i < times.length; i++) {
      const t = times[i]!;
      let row = rows.get(t);
      if (!row) {
        row = { t } as ChartRow;
        series.forEach((_, other) => (row![seriesKey(other)] = null));
        rows.set(t, row);
      }
      row[seriesKey(index)] = values[i] ?? null;
    }
  });
  return [...rows.values()].sort((a, b) => a.t - b.t);
}
