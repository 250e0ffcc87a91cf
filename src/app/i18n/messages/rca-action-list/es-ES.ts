import type { RcaActionListMessages } from './en-US.js';

const rcaActionListEsES: RcaActionListMessages = {
  rcaActionList: {
    columns: {
      title: 'Acción',
      effect: 'Efecto',
      cause: 'Causa / origen',
      deadline: 'Plazo',
      status: 'Estado',
      timeStatus: 'Estado del plazo',
      approval: 'Aprobación',
      verification: 'Verificación',
    },
    filters: { search: 'Buscar', status: 'Estado', timeStatus: 'Estado del plazo', all: 'Todas', mine: 'Solo las mías' },
    groups: { mine: 'Mis acciones', others: 'Otras acciones' },
    selectAll: 'Seleccionar todas las acciones de esta página',
    select: 'Seleccionar esta acción',
    selected: '%{count} seleccionada(s)',
    clearSelection: 'Borrar selección',
    export: 'Exportar CSV',
    exportSelected: 'Exportar %{count} a CSV',
    exportError: 'No se pudieron exportar las acciones.',
    fileName: 'acciones.csv',
    emptyUnit: 'Esta unidad aún no tiene acciones.',
    empty: 'Ninguna acción coincide con estos filtros.',
  },
};

export default rcaActionListEsES;
