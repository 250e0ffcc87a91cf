import type { StopApprovalMessages } from './en-US.js';

const stopApprovalEsES: StopApprovalMessages = {
  stopApproval: {
    shared: {
      frame: 'Evento',
      allFrames: 'Todos los eventos',
      reproved: 'Reprobada',
      noMotive: 'Sin motivo',
    },
  },
};

export default stopApprovalEsES;
