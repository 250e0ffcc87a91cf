import type { SpcConstantsAnswer } from '../../generated/api-types.js';
import { MAX_SUBGROUP_SIZE, MIN_SUBGROUP_SIZE } from './chart-model.js';

/** The control chart constants of one subgroup size, as published (3σ limits). */
export type SpcConstants = SpcConstantsAnswer['data'];

type PublishedRow = readonly [n: number, A2: number, A3: number, c4: number, B3: number, B4: number, d2: number, d3: number, D3: number, D4: number];

/**
 * Montgomery, Introduction to Statistical Quality Control, 6th ed., Appendix VI "Factors for Constructing Variables
 * Control Charts" (the ASTM Manual on Presentation of Data and Control Chart Analysis table), as printed.
 * A few D3/D4/d3 entries differ by one unit in the last place from the correctly rounded definition (the book
 * derived them from rounded factors); constants.test.ts names each of them.
 */
const PUBLISHED: readonly PublishedRow[] = [
  [2, 1.88, 2.659, 0.7979, 0, 3.267, 1.128, 0.853, 0, 3.267],
  [3, 1.023, 1.954, 0.8862, 0, 2.568, 1.693, 0.888, 0, 2.574],
  [4, 0.729, 1.628, 0.9213, 0, 2.266, 2.059, 0.88, 0, 2.282],
  [5, 0.577, 1.427, 0.94, 0, 2.089, 2.326, 0.864, 0, 2.114],
  [6, 0.483, 1.287, 0.9515, 0.03, 1.97, 2.534, 0.848, 0, 2.004],
  [7, 0.419, 1.182, 0.9594, 0.118, 1.882, 2.704, 0.833, 0.076, 1.924],
  [8, 0.373, 1.099, 0.965, 0.185, 1.815, 2.847, 0.82, 0.136, 1.864],
  [9, 0.337, 1.032, 0.9693, 0.239, 1.761, 2.97, 0.808, 0.184, 1.816],
  [10, 0.308, 0.975, 0.9727, 0.284, 1.716, 3.078, 0.797, 0.223, 1.777],
  [11, 0.285, 0.927, 0.9754, 0.321, 1.679, 3.173, 0.787, 0.256, 1.744],
  [12, 0.266, 0.886, 0.9776, 0.354, 1.646, 3.258, 0.778, 0.283, 1.717],
  [13, 0.249, 0.85, 0.9794, 0.382, 1.618, 3.336, 0.77, 0.307, 1.693],
  [14, 0.235, 0.817, 0.981, 0.406, 1.594, 3.407, 0.763, 0.328, 1.672],
  [15, 0.223, 0.789, 0.9823, 0.428, 1.572, 3.472, 0.756, 0.347, 1.653],
  [16, 0.212, 0.763, 0.9835, 0.448, 1.552, 3.532, 0.75, 0.363, 1.637],
  [17, 0.203, 0.739, 0.9845, 0.466, 1.534, 3.588, 0.744, 0.378, 1.622],
  [18, 0.194, 0.718, 0.9854, 0.482, 1.518, 3.64, 0.739, 0.391, 1.608],
  [19, 0.187, 0.698, 0.9862, 0.497, 1.503, 3.689, 0.734, 0.403, 1.597],
  [20, 0.18, 0.68, 0.9869, 0.51, 1.49, 3.735, 0.729, 0.415, 1.585],
  [21, 0.173, 0.663, 0.9876, 0.523, 1.477, 3.778, 0.724, 0.425, 1.575],
  [22, 0.167, 0.647, 0.9882, 0.534, 1.466, 3.819, 0.72, 0.434, 1.566],
  [23, 0.162, 0.633, 0.9887, 0.545, 1.455, 3.858, 0.716, 0.443, 1.557],
  [24, 0.157, 0.619, 0.9892, 0.555, 1.445, 3.895, 0.712, 0.451, 1.548],
  [25, 0.153, 0.606, 0.9896, 0.565, 1.435, 3.931, 0.708, 0.459, 1.541],
];

export const SPC_CONSTANTS_TABLE: Readonly<Record<number, SpcConstants & { d3: number }>> = Object.freeze(
  Object.fromEntries(PUBLISHED.map(([n, A2, A3, c4, B3, B4, d2, d3, D3, D4]) => [n, Object.freeze({ A2, A3, c4, B3, B4, d2, d3, D3, D4 })])),
);

function assertTableSize(n: number): void {
  if (!Number.isInteger(n) || n < MIN_SUBGROUP_SIZE || n > MAX_SUBGROUP_SIZE) {
    throw new RangeError(`n must be an integer from ${MIN_SUBGROUP_SIZE} to ${MAX_SUBGROUP_SIZE}, got ${n}`);
  }
}

/** The published constants of subgroup size n (2–25); RangeError otherwise. */
export function spcConstants(n: number): SpcConstants {
  assertTableSize(n);
  const { A2, A3, c4, B3, B4, d2, D3, D4 } = SPC_CONSTANTS_TABLE[n]!;
  return { A2, A3, c4, B3, B4, d2, D3, D4 };
}

/**
 * c4, d2 and d3 to nine decimals, computed from their definitions (constants-definitions.ts; checked by
 * constants.test.ts). The limits use these rather than the printed four-figure ones, as statistical packages do,
 * so that σ̂ = R̄/d2 does not carry the table's rounding.
 */
const PRECISE: Readonly<Record<number, readonly [c4: number, d2: number, d3: number]>> = {
  2: [0.797884561, 1.128379167, 0.852502466],
  3: [0.886226925, 1.692568751, 0.888368004],
  4: [0.921317732, 2.058750746, 0.879808203],
  5: [0.939985603, 2.325928947, 0.864081941],
  6: [0.951532862, 2.534412721, 0.848039686],
  7: [0.959368789, 2.704356751, 0.833205336],
  8: [0.965030456, 2.847200612, 0.81983149],
  9: [0.9693107, 2.970026324, 0.807834275],
  10: [0.972659274, 3.077505462, 0.797050674],
  11: [0.975350077, 3.172872704, 0.787314621],
  12: [0.977559352, 3.25845528, 0.778478341],
  13: [0.979405604, 3.335980354, 0.770416202],
  14: [0.980971437, 3.406763108, 0.763023096],
  15: [0.982316177, 3.47182689, 0.75621143],
  16: [0.983483532, 3.531982786, 0.749908089],
  17: [0.984506405, 3.587883962, 0.744051784],
  18: [0.985410044, 3.640063758, 0.738590853],
  19: [0.986214137, 3.688963023, 0.733481496],
  20: [0.986934268, 3.73495012, 0.728686346],
  21: [0.987582929, 3.77833583, 0.724173341],
  22: [0.988170253, 3.819384643, 0.719914808],
  23: [0.988704545, 3.858323423, 0.715886735],
  24: [0.989192675, 3.895348148, 0.712068175],
  25: [0.989640376, 3.93062922, 0.708440766],
};

export interface PreciseFactors {
  c4: number;
  d2: number;
  d3: number;
}

/** c4, d2 and d3 of subgroup size n (2–25) to nine decimals; RangeError otherwise. */
export function preciseFactors(n: number): PreciseFactors {
  assertTableSize(n);
  const [c4, d2, d3] = PRECISE[n]!;
  return { c4, d2, d3 };
}
