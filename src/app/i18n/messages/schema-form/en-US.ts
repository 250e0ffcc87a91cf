/** SchemaForm's own words (runtime JSON Schema forms): what rjsf would otherwise say in English. */
const schemaFormEnUS = {
  schemaForm: {
    item: 'Item',
    emptyList: 'No items yet. Use the button below to add some.',
    now: 'Now',
    optionalAdd: 'Add data for this optional field',
    optionalRemove: 'Remove the data of this optional field',
    optionalEmpty: 'No data for this optional field',
  },
};

export default schemaFormEnUS;
