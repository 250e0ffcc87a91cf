/**
 * Published data sets of Montgomery, Introduction to Statistical Quality Control (6th ed.), as distributed with
 * the qcc R package (Scrucca, R News 4/1, 2004; files data/pistonrings.txt, orangejuice.txt, circuit.txt,
 * pcmanufact.txt and dyedcloth.txt of github.com/luca-scr/qcc).
 */

/** Piston-ring inside diameters (mm), the 25 trial samples of 5 (§6.2–6.3, Table 6.3). */
export const PISTON_RINGS: readonly (readonly number[])[] = [
  [74.03, 74.002, 74.019, 73.992, 74.008],
  [73.995, 73.992, 74.001, 74.011, 74.004],
  [73.988, 74.024, 74.021, 74.005, 74.002],
  [74.002, 73.996, 73.993, 74.015, 74.009],
  [73.992, 74.007, 74.015, 73.989, 74.014],
  [74.009, 73.994, 73.997, 73.985, 73.993],
  [73.995, 74.006, 73.994, 74.0, 74.005],
  [73.985, 74.003, 73.993, 74.015, 73.988],
  [74.008, 73.995, 74.009, 74.005, 74.004],
  [73.998, 74.0, 73.99, 74.007, 73.995],
  [73.994, 73.998, 73.994, 73.995, 73.99],
  [74.004, 74.0, 74.007, 74.0, 73.996],
  [73.983, 74.002, 73.998, 73.997, 74.012],
  [74.006, 73.967, 73.994, 74.0, 73.984],
  [74.012, 74.014, 73.998, 73.999, 74.007],
  [74.0, 73.984, 74.005, 73.998, 73.996],
  [73.994, 74.012, 73.986, 74.005, 74.007],
  [74.006, 74.01, 74.018, 74.003, 74.0],
  [73.984, 74.002, 74.003, 74.005, 73.997],
  [74.0, 74.01, 74.013, 74.02, 74.003],
  [73.988, 74.001, 74.009, 74.005, 73.996],
  [74.004, 73.999, 73.99, 74.006, 74.009],
  [74.01, 73.989, 73.99, 74.009, 74.014],
  [74.015, 74.008, 73.993, 74.0, 74.01],
  [73.982, 73.984, 73.995, 74.017, 74.013],
];

/** Nonconforming orange-juice cans in 30 samples of 50 (§7.2.1, p chart). */
export const ORANGE_JUICE_NONCONFORMING: readonly number[] = [
  12, 15, 8, 10, 4, 7, 16, 9, 14, 10, 5, 6, 17, 12, 22, 8, 10, 5, 13, 11, 20, 18, 24, 15, 9, 12, 7, 13, 9, 6,
];

/** Nonconformities in 26 samples of 100 printed circuit boards (§7.3.1, c chart). */
export const CIRCUIT_NONCONFORMITIES: readonly number[] = [
  21, 24, 16, 12, 15, 5, 28, 20, 31, 25, 20, 24, 16, 19, 10, 17, 13, 22, 18, 39, 30, 24, 16, 19, 17, 15,
];

/** Nonconformities in 20 samples of 5 personal computers (§7.3.1, u chart). */
export const COMPUTER_NONCONFORMITIES: readonly number[] = [10, 12, 8, 14, 10, 16, 11, 7, 10, 15, 9, 5, 7, 11, 12, 6, 8, 10, 7, 5];

/** Nonconformities in 10 rolls of dyed cloth and the rolls' sizes in 50 m² units (§7.3.2, u chart, variable size). */
export const DYED_CLOTH_NONCONFORMITIES: readonly number[] = [14, 12, 20, 11, 7, 10, 21, 16, 19, 23];
export const DYED_CLOTH_UNITS: readonly number[] = [10, 8, 13, 10, 9.5, 10, 12, 10.5, 12, 12.5];
