import type { ValuesMessages } from './en-US.js';

const valuesEsES: ValuesMessages = {
  dataEntry: {
    values: {
      tagNotFound: 'No hay ninguna tag %{tag} en la planta de esta unidad.',
      tagInactive: 'La tag %{code} está inactiva; no se pueden grabar sus valores.',
      calculationTag: 'La tag %{code} es una tag de cálculo; sus valores se calculan, no se graban.',
      timestamp: 'Introduzca fecha y hora en ISO-8601 con Z o un desfase, como 2026-03-08T12:00:00Z.',
      tagRef: 'Indique la tag por su id (un número) o por su código (texto).',
      notCollectGroup: 'Este grupo no es un grupo de recogida manual activo.',
      tagNotInGroup: 'Esta tag no pertenece al grupo de recogida.',
      ruleInvalid: 'Una regla de este grupo ya no es válida; corríjala en la configuración del grupo.',
      importRejected: 'El archivo fue rechazado; no se grabó nada.',
      importHeader: 'La primera línea debe ser la cabecera %{columns} (separada por , o ;).',
      importEmpty: 'El archivo no tiene valores.',
      importTooManyRows: 'El archivo tiene más de %{max} filas; divídalo en archivos más pequeños.',
      importColumns: 'La fila tiene %{found} columnas en lugar de %{expected}.',
      importNoFile: 'Elija un archivo CSV para importar.',
      valueExists:
        'Se reemplazaría un valor guardado; confirme para sobrescribirlo. |||| Se reemplazarían %{smart_count} valores guardados; confirme para sobrescribirlos.',
    },
  },
};

export default valuesEsES;
