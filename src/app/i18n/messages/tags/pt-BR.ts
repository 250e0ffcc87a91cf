import type { TagsMessages } from './en-US.js';

const tagsPtBR: TagsMessages = {
  tags: {
    validation: {
      duplicateValidity: 'Outro cálculo já começa nesta data.',
      calculationRequired: 'Uma tag de cálculo precisa de pelo menos um cálculo.',
      calculationNoGrouping: 'Uma tag de cálculo não pode ficar sem agrupamento: mantenha ao menos uma consolidação.',
      calcAggregationOnly: 'A agregação de cálculo é apenas para tags de cálculo.',
      lowerAboveUpper: 'O valor inferior não pode ser maior que o superior.',
      endBeforeStart: 'O fim não pode ser anterior ao início.',
      calculationCycle: 'A tag %{code} leva de volta a esta tag: um cálculo não pode usar a si mesmo (caractere %{position}).',
      usedInCalculation: 'Esta tag é usada no cálculo de outra tag. Altere esse cálculo primeiro.',
    },
    groups: {
      hasRules: 'Um grupo com regras não pode ser excluído. Remova as regras primeiro.',
      tagHasAlarm: 'Tags com alarmes não podem ser desassociadas do grupo.',
      massEnergyBalanceLocked: 'O grupo de balanço de massa e energia não pode ser editado nem excluído.',
      massEnergyBalanceReadOnly: 'Este é o grupo de balanço de massa e energia: não pode ser editado.',
      calculationInputsMissing: 'Tags de cálculo devem estar no grupo com suas entradas: %{tag} usa %{missing}.',
      validationNeedsComparison: 'Uma validação lógica compara dois lados com >, <, == ou !=.',
      formulaCannotCompare: 'Uma fórmula de inserção calcula um valor com + - * /: não pode comparar.',
      targetTagRequired: 'Escolha a tag cujo valor esta fórmula calcula.',
      targetNotInGroup: 'A tag de destino deve pertencer ao grupo.',
      alarmTagNotInGroup: 'Escolha uma tag do grupo.',
      alarmTagRepeated: 'Esta tag já tem um valor de referência.',
      alarmReferencesOnlyForAlarmGroups: 'Apenas grupos de gestão de alarmes têm referências de alarme.',
      ruleValid: 'A regra é válida.',
      ruleNotValidated: 'Valide esta regra antes de salvar.',
      validateRule: 'Validar',
      rulesHint: 'Validações lógicas comparam com >, <, == ou != (T:A > 0); fórmulas de inserção calculam a tag de destino com + - * / (T:A + T:B).',
      chooseTagsFirst: 'Adicione tags ao grupo para escolhê-las aqui.',
    },
    goals: {
      periodOverlap: 'Esta tag já tem uma meta em um período sobreposto.',
    },
    import: {
      button: 'Importar CSV',
      title: 'Importar tags de um arquivo CSV',
      hint: 'Primeira linha: nomes dos campos da tag (ao menos code), por exemplo code;description;data_input;active. Separador , ou ; . Um arquivo com qualquer linha inválida é recusado por inteiro.',
      choose: 'Escolher arquivo',
      rejected: 'O arquivo foi recusado: nada foi importado.',
      done: '%{smart_count} tag importada |||| %{smart_count} tags importadas',
      line: 'Linha %{row}',
      duplicateCode: 'O código %{code} se repete no arquivo ou já existe.',
      unknownColumn: 'Coluna desconhecida %{column}.',
      missingCodeColumn: 'A primeira linha deve nomear uma coluna %{column}.',
      empty: 'O arquivo não tem tags.',
      tooManyLines: 'Um arquivo pode ter no máximo %{max} tags.',
    },
    form: {
      sections: {
        identity: 'Identificação',
        calculation: 'Cálculo',
        dataInput: 'Entrada de dados',
        limits: 'Limites',
        consolidation: 'Consolidação',
        other: 'Outros',
      },
      calculation: {
        validate: 'Validar',
        valid: 'O cálculo é válido.',
        notValidated: 'Valide este cálculo antes de salvar.',
        hint: 'Tags são escritas T:CODIGO ou T:"Código com espaços", variáveis globais V:NOME; + - * /, comparações e ABS, SQRT, ROUND, MIN, MAX, AVG, IF.',
      },
      calculationsOnlyForCalculationTags: 'Os cálculos valem para tags cuja entrada de dados é Cálculo.',
    },
  },
  global: {
    warning: {
      messages: {
        registerTagLimit: 'O limite de tags ativas desta unidade foi atingido. Contate o administrador.',
      },
    },
  },
};

export default tagsPtBR;
