import type { DataEntryMessages } from './en-US.js';

const dataEntryEsES: DataEntryMessages = {
  dataEntry: {
    common: {
      tag: 'Tag',
      description: 'Descripción',
      unit: 'Unidad',
      value: 'Valor',
      time: 'Fecha y hora',
      lastValue: 'Último valor',
      lastValuesFailed: 'No se pudieron cargar los valores guardados.',
      timeZone: 'Horas en %{timezone}',
      requiredValue: 'Obligatorio',
      invalidNumber: 'Introduzca un número, como 12,5',
      saving: 'Guardando…',
      readOnly: 'Puede ver esta página, pero no introducir valores.',
    },
    refusal: {
      belowFilter: '%{code}: el valor %{value} no se guardó, está por debajo del filtro inferior %{limit}.',
      aboveFilter: '%{code}: el valor %{value} no se guardó, está por encima del filtro superior %{limit}.',
      other: '%{code}: el valor %{value} no se guardó.',
    },
    collect: {
      title: 'Recolector manual',
      group: 'Grupo de recolección',
      date: 'Fecha',
      slot: { hour: 'Hora', shift: 'Turno', day: 'Día de producción' },
      shiftSlot: 'Turno %{name} (%{time})',
      daySlot: 'Día completo (%{time})',
      noGroups:
        'No es usuario de ningún grupo activo de recolección manual de esta unidad. Un administrador puede añadirle en Configuración, Recolector manual, Grupos de recolección.',
      noTags: 'Este grupo aún no tiene tags.',
      valueOf: 'Valor de %{code}',
      fixValues: 'Rellene los valores obligatorios y corrija los marcados.',
      nothingToSave: 'Introduzca al menos un valor antes de guardar.',
      saved: '%{smart_count} valor guardado. |||| %{smart_count} valores guardados.',
      ruleFailed: 'Una regla del grupo no se cumple: %{message} (%{expression}). No se guardó nada.',
    },
    input: {
      title: 'Entrada manual',
      searchTag: 'Busque por código o descripción',
      noMatch: 'Ninguna tag manual o de laboratorio coincide.',
      noTags: 'Esta unidad no tiene tags activas con entrada manual o de laboratorio.',
      chooseTag: 'Elija una tag',
      invalidTime: 'Introduzca fecha y hora',
      filterLimits: 'Límites de filtro: %{low} a %{high}. Los valores fuera de ellos no se guardan.',
      saved: 'Valor guardado.',
      recentTitle: 'Últimos valores (7 días)',
      noRecent: 'Ningún valor en los últimos 7 días.',
    },
    import: {
      title: 'Importar CSV',
      intro:
        'Un archivo CSV con la cabecera tag,timestamp,value (separado por , o ;): códigos de tags de esta unidad, fechas ISO (sin desfase se leen en %{timezone}) y valores con punto decimal. El archivo se comprueba primero; solo se guarda si todas las filas son válidas.',
      sample: 'Descargar un CSV de ejemplo',
      chooseFile: 'Elegir un archivo CSV',
      fileChosen: '%{name} (%{size} KB)',
      checking: 'Comprobando el archivo…',
      uploading: 'Enviando… %{percent}%',
      storing: 'Guardando los valores…',
      previewSummary: 'Primeras %{shown} filas de %{smart_count} fila. |||| Primeras %{shown} filas de %{smart_count} filas.',
      row: 'Fila',
      problem: 'Problema',
      start: 'Importar %{smart_count} fila |||| Importar %{smart_count} filas',
      rejected:
        'El archivo fue rechazado y no se guardó nada. Corrija esta fila y elija el archivo de nuevo. |||| El archivo fue rechazado y no se guardó nada. Corrija estas %{smart_count} filas y elija el archivo de nuevo.',
      stored: '%{smart_count} valor guardado de %{rows} filas. |||| %{smart_count} valores guardados de %{rows} filas.',
      refused:
        '%{smart_count} valor estaba fuera de los límites de filtro de su tag y no se guardó. |||| %{smart_count} valores estaban fuera de los límites de filtro de sus tags y no se guardaron.',
      willRefuse:
        '%{smart_count} valor de este archivo está fuera de los límites de filtro de su tag y no se guardará. |||| %{smart_count} valores de este archivo están fuera de los límites de filtro de sus tags y no se guardarán.',
      refusedRows: 'Filas: %{rows}',
      reason: { belowFilter: 'por debajo del filtro inferior', aboveFilter: 'por encima del filtro superior' },
      failed: 'No se pudo importar el archivo. No se guardó nada.',
      cancelled: 'El envío se canceló. No se guardó nada.',
    },
    overwrite: {
      title: '¿Reemplazar el valor guardado? |||| ¿Reemplazar %{smart_count} valores guardados?',
      intro:
        'Ya hay valores guardados en estas horas (%{zone}). Sobrescribir los reemplaza; el cambio queda registrado en el registro de actividad con los valores antiguo y nuevo.',
      stored: 'Valor guardado',
      new: 'Valor nuevo',
      confirm: 'Sobrescribir',
      willReplace: '%{smart_count} fila de este archivo cambia un valor guardado. |||| %{smart_count} filas de este archivo cambian valores guardados.',
      replaceToo: 'Reemplazar los valores guardados',
    },
    groupCollect: {
      name: 'Grupo de recolección |||| Grupos de recolección',
    },
  },
};

export default dataEntryEsES;
