/** SchemaForm's own words (runtime JSON Schema forms): what rjsf would otherwise say in English. */
const schemaFormEsES = {
  schemaForm: {
    item: 'Elemento',
    emptyList: 'Aún no hay elementos. Use el botón de abajo para añadir.',
    now: 'Ahora',
    optionalAdd: 'Añadir datos a este campo opcional',
    optionalRemove: 'Quitar los datos de este campo opcional',
    optionalEmpty: 'Sin datos en este campo opcional',
  },
};

export default schemaFormEsES;
