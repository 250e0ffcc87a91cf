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
      open: 'Livro de turno',
      title: 'Livro de turno',
      notAvailable: 'O livro de turno ainda não está disponível.',
      close: 'Fechar o livro de turno',
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
