import type { SpcErrorsMessages } from './en-US.js';

const spcErrorsPtBR: SpcErrorsMessages = {
  spc: {
    errors: {
      stateChanged: 'Outra pessoa alterou esta violação nesse meio-tempo: recarregue e trate-a de novo.',
      notTreatable: 'Esta violação não pode mais ser tratada.',
      inactiveCatalogue: 'Escolha um diagnóstico e uma ação corretiva ativos desta unidade.',
      tagNotInRuleSet: 'O tag não está entre os tags do conjunto de regras escolhido.',
      subgroupSize: 'Cartas X̄-R e X̄-S precisam de subgrupos de %{min} a %{max} valores.',
      samplingChart: 'A amostragem por apontamentos do dia é só para cartas X̄-R e X̄-S; I-AM e cartas de atributos usam cada valor.',
      sampleSizeRequired: 'Cartas p, np e u precisam do tamanho da amostra.',
      scaleInverted: 'O máximo da escala deve ser maior que o mínimo.',
      revisionDateRepeated: 'Outra revisão começa na mesma data.',
      lowerOutsideScale: 'O limite inferior está fora da escala.',
      upperOutsideScale: 'O limite superior está fora da escala.',
      limitsInverted: 'O limite superior deve ser maior que o limite inferior.',
      centerOutsideLimits: 'A linha central deve ficar entre os limites.',
      basePeriodInverted: 'O período base deve terminar na data de início ou depois dela.',
      tagInUse: 'Uma carta deste conjunto de regras usa um tag que você removeu: altere ou exclua essa carta antes.',
    },
  },
};

export default spcErrorsPtBR;
