import type { OeeMessages } from './en-US.js';

const oeePtBR: OeeMessages = {
  oee: {
    intro:
      'Uma configuração de OEE diz de onde vem o OEE de um frame: suas paradas dão a disponibilidade, uma tag que conta peças e o tempo de ciclo ideal dão o desempenho, e as contagens de peças boas ou ruins dão a qualidade.',
    create: 'Nova configuração de OEE',
    empty: 'Nenhuma configuração de OEE ainda.',
    deleteTitle: 'Excluir a configuração de OEE “%{name}”?',
    deleteContent: 'O gráfico de paradas deixa de mostrar o OEE do frame. O frame e suas paradas são mantidos.',
    wizard: {
      createTitle: 'Nova configuração de OEE',
      editTitle: 'Editar configuração de OEE',
      steps: { availability: 'Disponibilidade', performance: 'Desempenho', quality: 'Qualidade', summary: 'Resumo' },
      next: 'Avançar',
      back: 'Voltar',
      availabilityHint:
        'A disponibilidade é a parte do tempo planejado de produção em que o frame esteve rodando: suas paradas (exceto as planejadas) são o tempo perdido.',
      performanceHint: 'O desempenho compara as peças contadas com o que o tempo de ciclo ideal permite no tempo de operação.',
      cycleTimePerPart: 'Segundos que uma peça deveria levar.',
      cycleTimePerCycle: 'Segundos que um ciclo de máquina deveria levar.',
      qualityHint: 'A qualidade é a parte de peças boas. Escolha a tag que conta peças boas, peças ruins, ou ambas (boas = total − ruins).',
      errors: { qualityTag: 'Escolha uma tag de produção boa ou uma tag de produção ruim.' },
    },
    /** The OEE series' refusals (GET OEE/queries/series). */
    errors: {
      tooManyBuckets: 'O período tem mais de %{max} intervalos neste nível: escolha um período menor ou um nível maior.',
    },
    example: {
      title: 'Experimente: um período de exemplo',
      plannedProductionTimeMin: 'Tempo planejado (min)',
      runTimeMin: 'Tempo de operação (min)',
      totalCount: 'Produção total',
      goodCount: 'Produção boa',
    },
  },
};

export default oeePtBR;
