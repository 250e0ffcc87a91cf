/** SchemaForm's own words (runtime JSON Schema forms): what rjsf would otherwise say in English. */
const schemaFormPtBR = {
  schemaForm: {
    item: 'Item',
    emptyList: 'Nenhum item ainda. Use o botão abaixo para adicionar.',
    now: 'Agora',
    optionalAdd: 'Adicionar dados a este campo opcional',
    optionalRemove: 'Remover os dados deste campo opcional',
    optionalEmpty: 'Sem dados neste campo opcional',
  },
};

export default schemaFormPtBR;
