import type { ValuesMessages } from './en-US.js';

const valuesPtBR: ValuesMessages = {
  dataEntry: {
    values: {
      tagNotFound: 'Não há tag %{tag} na planta desta unidade.',
      tagInactive: 'A tag %{code} está inativa; seus valores não podem ser gravados.',
      calculationTag: 'A tag %{code} é uma tag de cálculo; seus valores são calculados, não gravados.',
      timestamp: 'Informe data e hora em ISO-8601 com Z ou um deslocamento, como 2026-03-08T12:00:00Z.',
      tagRef: 'Indique a tag pelo seu id (um número) ou pelo seu código (texto).',
      notCollectGroup: 'Este grupo não é um grupo de coleta manual ativo.',
      tagNotInGroup: 'Esta tag não pertence ao grupo de coleta.',
      ruleInvalid: 'Uma regra deste grupo não é mais válida; corrija-a na configuração do grupo.',
      importRejected: 'O arquivo foi rejeitado; nada foi gravado.',
      importHeader: 'A primeira linha deve ser o cabeçalho %{columns} (separado por , ou ;).',
      importEmpty: 'O arquivo não tem valores.',
      importTooManyRows: 'O arquivo tem mais de %{max} linhas; divida-o em arquivos menores.',
      importColumns: 'A linha tem %{found} colunas em vez de %{expected}.',
      importNoFile: 'Escolha um arquivo CSV para importar.',
      valueExists:
        'Um valor gravado seria substituído; confirme para sobrescrevê-lo. |||| %{smart_count} valores gravados seriam substituídos; confirme para sobrescrevê-los.',
    },
  },
};

export default valuesPtBR;
