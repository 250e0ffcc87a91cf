import type enUS from './en-US.js';

const ptBR: typeof enUS = {
  shell: {
    menu: {
      main: 'Principal',
      settings: 'Configurações',
      open: {
        main: 'Abrir o menu principal',
        settings: 'Abrir o menu de configurações',
      },
    },
    logbook: {
      open: 'Diário de bordo',
      title: 'Diário de bordo',
      close: 'Fechar o diário de bordo',
    },
    alerts: {
      open: 'Alertas',
    },
    version: {
      available: 'Uma nova versão (%{version}) está disponível.',
      update: 'Atualizar',
    },
    iframe: {
      noComponent: 'Não há componente para exibir neste endereço.',
      unknownComponent: 'O componente "%{component}" não está disponível.',
    },
  },
};

export default ptBR;
