import type { Capability } from './chart-model.js';

/** Cp, Cpk, Pp, Ppk of the individual values against the specification limits; `sigmaWithin` from the chart. */
export function capability(values: readonly number[], sigmaWithin: number | null, lsl: number | null, usl: number | null): Capability {
  throw new Error(`not built yet: ${values.length} ${sigmaWithin} ${lsl} ${usl}`);
}
