/** Statistical process control: the rules' names (rule 0 and Nelson's tests 1–8) and the chart types, shared by every SPC page. */
const spcEnUS = {
  spc: {
    rules: {
      short: { 0: 'R0', 1: 'R1', 2: 'R2', 3: 'R3', 4: 'R4', 5: 'R5', 6: 'R6', 7: 'R7', 8: 'R8' },
      name: {
        0: 'Outside the specification limits',
        1: 'One point beyond K sigma',
        2: 'Nine points in a row on one side of the center',
        3: 'Six points in a row steadily increasing or decreasing',
        4: 'Fourteen points in a row alternating up and down',
        5: 'Two of three points beyond 2 sigma on the same side',
        6: 'Four of five points beyond 1 sigma on the same side',
        7: 'Fifteen points in a row within 1 sigma',
        8: 'Eight points in a row beyond 1 sigma, on both sides',
      },
    },
    charts: {
      'xbar-r': 'X̄-R',
      'xbar-s': 'X̄-S',
      'i-mr': 'I-MR',
      p: 'p',
      np: 'np',
      c: 'c',
      u: 'u',
    },
  },
};

export type SpcMessages = typeof spcEnUS;
export default spcEnUS;
