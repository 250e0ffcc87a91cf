import type { SpcExploratoryMessages } from './en-US.js';

const spcExploratoryPtBR: SpcExploratoryMessages = {
  spcExploratory: {
    filters: {
      tag: 'Tag',
      tagPlaceholder: 'Buscar por código ou descrição',
      noTags: 'Nenhuma tag encontrada',
      chart: 'Tipo de carta',
      sampling: 'Amostragem',
      subgroupSize: 'Tamanho do subgrupo',
      subgroupSizeHelp: 'De 2 a 25 valores',
      sampleSize: 'Tamanho da amostra',
      sampleSizeHelp: 'Unidades inspecionadas por contagem',
      k: 'Fator K',
      kHelp: 'Múltiplo de sigma dos limites',
      rules: 'Regras a aplicar',
    },
    samplings: {
      subgroup: 'Valores consecutivos',
      'day-3': '3 entradas por dia (turnos)',
      'day-6': '6 entradas por dia',
      'day-24': '24 entradas por dia (horárias)',
    },
    errors: {
      tagRequired: 'Escolha uma tag',
      subgroupSize: 'Um subgrupo tem de %{min} a %{max} valores',
      sampleSize: 'Informe o tamanho da amostra (número inteiro de 1 ou mais)',
      k: 'K deve estar entre %{min} e %{max}',
      rulesRequired: 'Escolha pelo menos uma regra',
      chartRefused: 'Não foi possível traçar a carta: %{details}',
    },
    empty: {
      noTags: 'Esta unidade ainda não tem tags para controle estatístico.',
      noTagsHint: 'Vincule tags a um conjunto de regras em Configurações › Controle estatístico › Regras.',
      openRules: 'Abrir os conjuntos de regras',
      chooseTag: 'Escolha uma tag para ver sua carta de controle.',
      noValues: 'A tag não tem valores neste período para formar subgrupos.',
    },
    downsampled: 'Mostrando %{shown} de %{total} subgrupos (reduzidos à largura do gráfico; todo ponto violado é mantido).',
    summary: '%{n} subgrupo |||| %{n} subgrupos',
    limitsSource: { computed: 'Limites calculados a partir do período exibido', given: 'Limites informados na carta' },
    save: {
      button: 'Salvar como carta',
      title: 'Salvar este gráfico como carta',
      intro: '%{chart} de %{tag}, como escolhido nesta página.',
      code: 'Código',
      description: 'Descrição',
      ruleSet: 'Conjunto de regras',
      noRuleSet: 'Nenhum conjunto de regras ativo desta unidade contém esta tag: adicione a tag a um conjunto de regras antes.',
      k: 'Fator K',
      alert: 'Alerta na violação (opcional)',
      noAlert: 'Nenhum alerta',
      refused: 'A carta não foi salva:',
      saved: 'Carta %{code} salva.',
      openCard: 'Abrir a carta',
      openManagement: 'Abrir a página de gestão',
      close: 'Fechar',
    },
  },
};

export default spcExploratoryPtBR;
