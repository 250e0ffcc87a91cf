/** Control chart constants for n = 2…25 (helper A fills this: table + definitions). */
export interface SpcConstants {
  A2: number;
  A3: number;
  c4: number;
  B3: number;
  B4: number;
  d2: number;
  D3: number;
  D4: number;
}

export const SPC_CONSTANTS_TABLE: Readonly<Record<number, SpcConstants & { d3: number }>> = {};

export function spcConstants(n: number): SpcConstants {
  throw new Error(`not built yet: ${n}`);
}
