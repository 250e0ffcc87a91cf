import type { SpcMessages } from './en-US.js';

const spcEsES: SpcMessages = {
  spc: {
    rules: {
      short: { 0: 'R0', 1: 'R1', 2: 'R2', 3: 'R3', 4: 'R4', 5: 'R5', 6: 'R6', 7: 'R7', 8: 'R8' },
      name: {
        0: 'Fuera de los límites de especificación',
        1: 'Un punto más allá de K sigma',
        2: 'Nueve puntos seguidos del mismo lado de la línea central',
        3: 'Seis puntos seguidos en aumento o descenso continuo',
        4: 'Catorce puntos seguidos alternando arriba y abajo',
        5: 'Dos de tres puntos más allá de 2 sigma del mismo lado',
        6: 'Cuatro de cinco puntos más allá de 1 sigma del mismo lado',
        7: 'Quince puntos seguidos dentro de 1 sigma',
        8: 'Ocho puntos seguidos más allá de 1 sigma, en ambos lados',
      },
    },
    charts: { 'xbar-r': 'X̄-R', 'xbar-s': 'X̄-S', 'i-mr': 'I-MR', p: 'p', np: 'np', c: 'c', u: 'u' },
  },
};

export default spcEsES;
