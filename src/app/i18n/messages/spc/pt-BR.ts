import type { SpcMessages } from './en-US.js';

const spcPtBR: SpcMessages = {
  spc: {
    rules: {
      short: { 0: 'R0', 1: 'R1', 2: 'R2', 3: 'R3', 4: 'R4', 5: 'R5', 6: 'R6', 7: 'R7', 8: 'R8' },
      name: {
        0: 'Fora dos limites de especificação',
        1: 'Um ponto além de K sigma',
        2: 'Nove pontos seguidos do mesmo lado da linha central',
        3: 'Seis pontos seguidos em alta ou em queda contínua',
        4: 'Quatorze pontos seguidos alternando para cima e para baixo',
        5: 'Dois de três pontos além de 2 sigma do mesmo lado',
        6: 'Quatro de cinco pontos além de 1 sigma do mesmo lado',
        7: 'Quinze pontos seguidos dentro de 1 sigma',
        8: 'Oito pontos seguidos além de 1 sigma, dos dois lados',
      },
    },
    charts: { 'xbar-r': 'X̄-R', 'xbar-s': 'X̄-S', 'i-mr': 'I-AM', p: 'p', np: 'np', c: 'c', u: 'u' },
  },
};

export default spcPtBR;
