import type { SpcSettingsMessages } from './en-US.js';

const spcSettingsEsES: SpcSettingsMessages = {
  spcSettings: {
    help: {
      intro: 'Qué comprobar y hacer cuando se viola una regla. Las páginas de los gráficos muestran esta ayuda junto a la violación.',
      heading: '%{short} · %{name}',
      placeholder: 'Qué comprobar, a quién llamar, qué hacer…',
      none: 'Todavía no hay ayuda escrita para esta regla.',
    },
    cards: {
      chooseRuleSetFirst: 'Elija primero el conjunto de reglas: el tag es uno de sus tags.',
    },
  },
};

export default spcSettingsEsES;
