import type { StopApprovalMessages } from './en-US.js';

const stopApprovalPtBR: StopApprovalMessages = {
  stopApproval: {
    shared: {
      frame: 'Frame',
      allFrames: 'Todos os frames',
      reproved: 'Reprovada',
      noMotive: 'Sem motivo',
      selectAll: 'Selecionar todas as paradas',
      selectStop: 'Selecionar esta parada',
      columns: {
        start: 'Início',
        end: 'Fim',
        duration: 'Duração',
        motive: 'Motivo',
        frame: 'Frame',
        comment: 'Comentário',
        status: 'Situação',
        consistency: 'Consistência',
        reproved: 'Reprovada',
        integrationError: 'Erro de integração',
      },
    },
    approve: {
      empty: 'Nenhuma parada finalizada aguarda aprovação neste período.',
      chosen: '%{smart_count} parada selecionada |||| %{smart_count} paradas selecionadas',
      approve: 'Aprovar',
      reprove: 'Reprovar',
      approveTitle: 'Aprovar %{smart_count} parada |||| Aprovar %{smart_count} paradas',
      reproveTitle: 'Reprovar %{smart_count} parada |||| Reprovar %{smart_count} paradas',
      comment: 'Comentário',
      commentRequired: 'Diga por que as paradas são reprovadas.',
      password: 'Sua senha',
      approveStatement:
        'Ao assinar você confirma que conferiu esta parada e a aprova; sua senha é sua assinatura eletrônica. |||| Ao assinar você confirma que conferiu estas %{smart_count} paradas e as aprova; sua senha é sua assinatura eletrônica.',
      reproveStatement:
        'Ao assinar você confirma que reprova esta parada para que seja corrigida; sua senha é sua assinatura eletrônica. |||| Ao assinar você confirma que reprova estas %{smart_count} paradas para que sejam corrigidas; sua senha é sua assinatura eletrônica.',
      approveSign: 'Assinar e aprovar',
      reproveSign: 'Assinar e reprovar',
      withoutMotive: 'Paradas sem motivo:',
      approved: '%{smart_count} parada aprovada |||| %{smart_count} paradas aprovadas',
      reproved: '%{smart_count} parada reprovada |||| %{smart_count} paradas reprovadas',
    },
    consistency: {
      empty: 'Nenhuma parada nesta situação neste período.',
      resend: 'Reenviar para integração',
      resent: '%{smart_count} parada reenviada para integração |||| %{smart_count} paradas reenviadas para integração',
    },
    events: {
      frames: 'Frames',
      framesPlaceholder: 'Escolha os frames',
      chooseFrames: 'Escolha os frames cujas paradas deseja ver.',
      chooseTags: 'Escolha tags para desenhar sua tendência sob as paradas.',
      stopsTitle: 'Paradas dos frames escolhidos',
      empty: 'Os frames escolhidos não têm paradas neste período.',
      legend: 'Paradas por motivo',
    },
  },
};

export default stopApprovalPtBR;
