import type { SpcExploratoryMessages } from './en-US.js';

const spcExploratoryEsES: SpcExploratoryMessages = {
  spcExploratory: {
    filters: {
      tag: 'Tag',
      tagPlaceholder: 'Buscar por código o descripción',
      noTags: 'Ninguna tag coincide',
      chart: 'Tipo de carta',
      sampling: 'Muestreo',
      subgroupSize: 'Tamaño del subgrupo',
      subgroupSizeHelp: 'De 2 a 25 valores',
      sampleSize: 'Tamaño de la muestra',
      sampleSizeHelp: 'Unidades inspeccionadas por recuento',
      k: 'Factor K',
      kHelp: 'Múltiplo de sigma de los límites',
      rules: 'Reglas a aplicar',
    },
    samplings: {
      subgroup: 'Valores consecutivos',
      'day-3': '3 entradas por día (turnos)',
      'day-6': '6 entradas por día',
      'day-24': '24 entradas por día (horarias)',
    },
    errors: {
      tagRequired: 'Elija una tag',
      subgroupSize: 'Un subgrupo tiene de %{min} a %{max} valores',
      sampleSize: 'Indique el tamaño de la muestra (un número entero de 1 o más)',
      k: 'K debe estar entre %{min} y %{max}',
      rulesRequired: 'Elija al menos una regla',
      chartRefused: 'No se pudo trazar la carta: %{details}',
    },
    empty: {
      noTags: 'Esta unidad aún no tiene tags para control estadístico.',
      noTagsHint: 'Vincule tags a un conjunto de reglas en Configuración › Control estadístico › Reglas.',
      openRules: 'Abrir los conjuntos de reglas',
      chooseTag: 'Elija una tag para ver su carta de control.',
      noValues: 'La tag no tiene valores en este período para formar subgrupos.',
    },
    downsampled: 'Se muestran %{shown} de %{total} subgrupos (reducidos al ancho del gráfico; se conservan todos los puntos violados).',
    summary: '%{n} subgrupo |||| %{n} subgrupos',
    limitsSource: { computed: 'Límites calculados a partir del período mostrado', given: 'Límites indicados en la carta' },
    save: {
      button: 'Guardar como carta',
      title: 'Guardar este gráfico como carta',
      intro: '%{chart} de %{tag}, como se eligió en esta página.',
      code: 'Código',
      description: 'Descripción',
      ruleSet: 'Conjunto de reglas',
      noRuleSet: 'Ningún conjunto de reglas activo de esta unidad contiene esta tag: añada la tag a un conjunto de reglas antes.',
      k: 'Factor K',
      alert: 'Alerta en la violación (opcional)',
      noAlert: 'Sin alerta',
      refused: 'La carta no se guardó:',
      saved: 'Carta %{code} guardada.',
      openCard: 'Abrir la carta',
      openManagement: 'Abrir la página de gestión',
      close: 'Cerrar',
    },
  },
};

export default spcExploratoryEsES;
