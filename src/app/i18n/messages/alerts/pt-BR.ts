import type { AlertsMessages } from './en-US.js';

const alertsPtBR: AlertsMessages = {
  alert: {
    notificationSent: 'Os usuários foram notificados.',
  },
  alerts: {
    bell: {
      title: 'Alertas',
      unread: '%{smart_count} alerta não lido |||| %{smart_count} alertas não lidos',
      empty: 'Não há alertas.',
      seeAll: 'Ver todos os alertas',
      unreadMark: 'Não lido',
    },
    popup: {
      show: 'Mostrar',
      close: 'Fechar',
    },
    dialog: {
      title: 'Alerta',
      previous: 'Alerta anterior',
      next: 'Próximo alerta',
      close: 'Fechar',
      raisedAt: 'Disparado',
      message: 'Mensagem',
      viewedBy: 'Visualizado por',
      nobodyYet: 'Ninguém visualizou este alerta ainda.',
      moreViewers: 'mais %{smart_count} pessoa |||| mais %{smart_count} pessoas',
      position: '%{current} de %{total}',
    },
    chat: {
      title: 'Comentários',
      placeholder: 'Escreva um comentário',
      send: 'Enviar',
      empty: 'Ainda não há comentários.',
      failed: 'Não foi possível carregar ou enviar os comentários. Eles serão lidos de novo em instantes.',
    },
    cause: {
      title: 'Causa',
      placeholder: 'Descreva a causa deste alerta',
      save: 'Salvar a causa',
      saved: 'A causa foi salva.',
    },
    notify: {
      title: 'Notificar usuários',
      users: 'Usuários a notificar',
      send: 'Notificar',
    },
    list: {
      title: 'Alertas operacionais',
      from: 'De',
      to: 'Até',
      group: 'Grupo de alertas',
      readState: 'Leitura',
      all: 'Todos',
      read: 'Lidos',
      unread: 'Não lidos',
      empty: 'Não há alertas para estes filtros.',
      invalidPeriod: 'O primeiro dia não pode ser depois do último.',
      notRecipient: 'Não enviado a você',
    },
    fields: {
      title: 'Título',
      message: 'Modelo da mensagem',
      group: 'Grupo de alertas',
      popup: 'Exibir como pop-up',
      redirect: 'Levar ao ponto de parada',
      frame: 'Evento',
      users: 'Usuários',
      description: 'Descrição',
    },
    condition: {
      title: 'Condição de disparo',
      help: 'O alerta é disparado quando chega um valor da tag que atende à condição.',
      tag: 'Tag',
      operator: 'Operador',
      threshold: 'Valor',
      operators: {
        gt: 'maior que',
        lt: 'menor que',
        gte: 'maior ou igual a',
        lte: 'menor ou igual a',
        eq: 'igual a',
        ne: 'diferente de',
      },
      errors: {
        operator: 'Escolha um dos operadores %{operators}.',
        threshold: 'Informe um número, com ponto como separador decimal.',
      },
    },
    permissions: {
      createNeeded: 'Você precisa da permissão de criação em alertas operacionais para fazer isso.',
    },
    errors: {
      inactive: 'Este alerta não está ativo.',
      timestamp: 'Informe uma data e hora com Z ou um deslocamento, como 2026-03-01T08:00:00Z.',
      endBeforeStart: 'O fim deve ser posterior ao início.',
      alertMismatch: 'Esta movimentação pertence a outro alerta.',
      notUnitUser: 'Este usuário não tem acesso à unidade.',
    },
  },
};

export default alertsPtBR;
