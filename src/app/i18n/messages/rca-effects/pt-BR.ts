import type { RcaEffectsMessages } from './en-US.js';

const rcaEffectsPtBR: RcaEffectsMessages = {
  rcaEffects: {
    columns: {
      number: 'Nº',
      description: 'Descrição',
      form: 'Forma',
      status: 'Análise',
      age: 'Idade',
      causes: 'Causas',
      actions: 'Ações',
    },
    filters: { status: 'Situação', form: 'Forma', search: 'Pesquisar', all: 'Todos' },
    age: { minutes: '%{count} min', hours: '%{count} h', days: '%{count} d' },
    openedAt: 'Aberto em %{time}',
    lateActions: '%{count} atrasada(s)',
    lateActionsHint: 'Ações com o prazo vencido',
    emptyUnit: 'Esta unidade ainda não tem efeitos.',
    empty: 'Nenhum efeito corresponde a estes filtros.',
    newEffect: 'Novo efeito',
    dialog: {
      title: 'Novo efeito',
      description: 'Descrição',
      descriptionRequired: 'Descreva o efeito.',
      occurredAt: 'Ocorreu em',
      team: 'Equipe',
      save: 'Criar e analisar',
    },
  },
};

export default rcaEffectsPtBR;
