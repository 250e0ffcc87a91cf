import type { StopApprovalMessages } from './en-US.js';

const stopApprovalPtBR: StopApprovalMessages = {
  stopApproval: {
    shared: {
      frame: 'Evento',
      allFrames: 'Todos os eventos',
      reproved: 'Reprovada',
      noMotive: 'Sem motivo',
    },
  },
};

export default stopApprovalPtBR;
