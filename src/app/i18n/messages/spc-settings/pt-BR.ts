import type { SpcSettingsMessages } from './en-US.js';

const spcSettingsPtBR: SpcSettingsMessages = {
  spcSettings: {
    help: {
      intro: 'O que verificar e fazer quando uma regra é violada. As páginas das cartas mostram esta ajuda ao lado da violação.',
      heading: '%{short} · %{name}',
      placeholder: 'O que verificar, quem chamar, o que fazer…',
      none: 'Ainda não há ajuda escrita para esta regra.',
    },
    cards: {
      chooseRuleSetFirst: 'Escolha primeiro o conjunto de regras: o tag é um dos tags dele.',
    },
  },
};

export default spcSettingsPtBR;
