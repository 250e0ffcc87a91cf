import type { DataEntryMessages } from './en-US.js';

const dataEntryPtBR: DataEntryMessages = {
  dataEntry: {
    common: {
      tag: 'Tag',
      description: 'Descrição',
      unit: 'Unidade',
      value: 'Valor',
      time: 'Data e hora',
      lastValue: 'Último valor',
      lastValuesFailed: 'Não foi possível carregar os valores gravados.',
      timeZone: 'Horários em %{timezone}',
      requiredValue: 'Obrigatório',
      invalidNumber: 'Informe um número, como 12,5',
      saving: 'Salvando…',
      readOnly: 'Você pode ver esta página, mas não lançar valores.',
    },
    refusal: {
      belowFilter: '%{code}: o valor %{value} não foi gravado, está abaixo do filtro inferior %{limit}.',
      aboveFilter: '%{code}: o valor %{value} não foi gravado, está acima do filtro superior %{limit}.',
      other: '%{code}: o valor %{value} não foi gravado.',
    },
    collect: {
      title: 'Coletor manual',
      group: 'Grupo de coleta',
      date: 'Data',
      slot: { hour: 'Hora', shift: 'Turno', day: 'Dia de produção' },
      shiftSlot: 'Turno %{name} (%{time})',
      daySlot: 'Dia inteiro (%{time})',
      noGroups:
        'Você não é usuário de nenhum grupo ativo de coleta manual desta unidade. Um administrador pode incluí-lo em Configurações, Coletor manual, Grupos de coleta.',
      noTags: 'Este grupo ainda não tem tags.',
      valueOf: 'Valor de %{code}',
      fixValues: 'Preencha os valores obrigatórios e corrija os destacados.',
      nothingToSave: 'Informe pelo menos um valor antes de salvar.',
      saved: '%{smart_count} valor salvo. |||| %{smart_count} valores salvos.',
      ruleFailed: 'Uma regra do grupo não foi atendida: %{message} (%{expression}). Nada foi salvo.',
    },
    input: {
      title: 'Entrada manual',
      searchTag: 'Pesquise por código ou descrição',
      noMatch: 'Nenhuma tag manual ou de laboratório corresponde.',
      noTags: 'Esta unidade não tem tags ativas com entrada manual ou de laboratório.',
      chooseTag: 'Escolha uma tag',
      invalidTime: 'Informe data e hora',
      filterLimits: 'Limites de filtro: %{low} a %{high}. Valores fora deles não são gravados.',
      saved: 'Valor salvo.',
      recentTitle: 'Últimos valores (7 dias)',
      noRecent: 'Nenhum valor nos últimos 7 dias.',
    },
    import: {
      title: 'Importar CSV',
      intro:
        'Um arquivo CSV com o cabeçalho tag,timestamp,value (separado por , ou ;): códigos de tags desta unidade, datas ISO (sem fuso são lidas em %{timezone}) e valores com ponto decimal. O arquivo é verificado antes; só é gravado se todas as linhas forem válidas.',
      sample: 'Baixar um CSV de exemplo',
      chooseFile: 'Escolher um arquivo CSV',
      fileChosen: '%{name} (%{size} KB)',
      checking: 'Verificando o arquivo…',
      uploading: 'Enviando… %{percent}%',
      storing: 'Gravando os valores…',
      previewSummary: 'Primeiras %{shown} linhas de %{smart_count} linha. |||| Primeiras %{shown} linhas de %{smart_count} linhas.',
      row: 'Linha',
      problem: 'Problema',
      start: 'Importar %{smart_count} linha |||| Importar %{smart_count} linhas',
      rejected:
        'O arquivo foi rejeitado e nada foi gravado. Corrija esta linha e escolha o arquivo novamente. |||| O arquivo foi rejeitado e nada foi gravado. Corrija estas %{smart_count} linhas e escolha o arquivo novamente.',
      stored: '%{smart_count} valor gravado de %{rows} linhas. |||| %{smart_count} valores gravados de %{rows} linhas.',
      refused:
        '%{smart_count} valor estava fora dos limites de filtro da tag e não foi gravado. |||| %{smart_count} valores estavam fora dos limites de filtro das tags e não foram gravados.',
      willRefuse:
        '%{smart_count} valor deste arquivo está fora dos limites de filtro da tag e não será gravado. |||| %{smart_count} valores deste arquivo estão fora dos limites de filtro das tags e não serão gravados.',
      refusedRows: 'Linhas: %{rows}',
      reason: { belowFilter: 'abaixo do filtro inferior', aboveFilter: 'acima do filtro superior' },
      failed: 'Não foi possível importar o arquivo. Nada foi gravado.',
      cancelled: 'O envio foi cancelado. Nada foi gravado.',
    },
    overwrite: {
      title: 'Substituir o valor gravado? |||| Substituir %{smart_count} valores gravados?',
      intro:
        'Já há valores gravados nestes horários (%{zone}). Sobrescrever os substitui; a alteração fica registrada no log de atividades com os valores antigo e novo.',
      stored: 'Valor gravado',
      new: 'Novo valor',
      confirm: 'Sobrescrever',
      willReplace: '%{smart_count} linha deste arquivo altera um valor gravado. |||| %{smart_count} linhas deste arquivo alteram valores gravados.',
      replaceToo: 'Substituir os valores gravados',
    },
    groupCollect: {
      name: 'Grupo de coleta |||| Grupos de coleta',
    },
  },
};

export default dataEntryPtBR;
