import type spcQueriesEnUS from './en-US.js';

const spcQueriesEsES: typeof spcQueriesEnUS = {
  spc: {
    errors: {
      emptySubgroups: 'Indique al menos un subgrupo, sin subgrupos vacíos',
      raggedSubgroups: 'Todos los subgrupos deben tener el mismo número de valores',
      individualSubgroups: 'Un gráfico I-MR recibe subgrupos de un valor cada uno',
      countNotWhole: 'Los conteos deben ser números enteros de 0 o más',
      sizeNotWhole: 'Los tamaños de muestra deben ser números enteros de 1 o más',
      sizesLength: 'Indique un tamaño de muestra por conteo',
      countAboveSize: 'Un conteo no puede superar el tamaño de su muestra',
      sizesUnequal: 'Un gráfico np necesita el mismo tamaño en todas las muestras',
      sigmaPositive: 'El sigma debe ser mayor que 0',
      specInverted: 'El límite superior de especificación debe estar por encima del inferior',
      periodTooLong: 'El período puede tener como máximo %{days} días',
      tooManyValues: 'El período tiene más de %{max} valores; elija uno más corto',
    },
  },
};

export default spcQueriesEsES;
