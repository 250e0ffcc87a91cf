import type { TagsMessages } from './en-US.js';

const tagsEsES: TagsMessages = {
  tags: {
    validation: {
      duplicateValidity: 'Otro cálculo ya empieza en esta fecha.',
      calculationRequired: 'Un tag de cálculo necesita al menos un cálculo.',
      calculationNoGrouping: 'Un tag de cálculo no puede quedar sin agrupación: mantenga al menos una consolidación.',
      calcAggregationOnly: 'La agregación de cálculo es solo para tags de cálculo.',
      lowerAboveUpper: 'El valor inferior no puede ser mayor que el superior.',
      endBeforeStart: 'El fin no puede ser anterior al inicio.',
      calculationCycle: 'El tag %{code} lleva de vuelta a este tag: un cálculo no puede usarse a sí mismo (carácter %{position}).',
      usedInCalculation: 'Este tag se usa en el cálculo de otro tag. Cambie ese cálculo primero.',
    },
    groups: {
      hasRules: 'Un grupo con reglas no se puede eliminar. Quite sus reglas primero.',
      tagHasAlarm: 'Los tags con alarmas no se pueden desasociar del grupo.',
      massEnergyBalanceLocked: 'El grupo de balance de masa y energía no se puede editar ni eliminar.',
      massEnergyBalanceReadOnly: 'Este es el grupo de balance de masa y energía: no se puede editar.',
      calculationInputsMissing: 'Los tags de cálculo deben estar en el grupo con sus entradas: %{tag} usa %{missing}.',
      validationNeedsComparison: 'Una validación lógica compara dos lados con >, <, == o !=.',
      formulaCannotCompare: 'Una fórmula de inserción calcula un valor con + - * /: no puede comparar.',
      targetTagRequired: 'Elija el tag cuyo valor calcula esta fórmula.',
      targetNotInGroup: 'El tag de destino debe pertenecer al grupo.',
      alarmTagNotInGroup: 'Elija un tag del grupo.',
      alarmTagRepeated: 'Este tag ya tiene un valor de referencia.',
      alarmReferencesOnlyForAlarmGroups: 'Solo los grupos de gestión de alarmas tienen referencias de alarma.',
      ruleValid: 'La regla es válida.',
      ruleNotValidated: 'Valide esta regla antes de guardar.',
      validateRule: 'Validar',
      rulesHint: 'Las validaciones lógicas comparan con >, <, == o != (T:A > 0); las fórmulas de inserción calculan el tag de destino con + - * / (T:A + T:B).',
      chooseTagsFirst: 'Añada tags al grupo para elegirlos aquí.',
    },
    goals: {
      periodOverlap: 'Este tag ya tiene una meta en un período superpuesto.',
    },
    import: {
      button: 'Importar CSV',
      title: 'Importar tags de un archivo CSV',
      hint: 'Primera línea: nombres de los campos del tag (al menos code), por ejemplo code;description;data_input;active. Separador , o ; . Un archivo con cualquier línea errónea se rechaza entero.',
      choose: 'Elegir archivo',
      rejected: 'El archivo fue rechazado: no se importó nada.',
      done: '%{smart_count} tag importado |||| %{smart_count} tags importados',
      line: 'Línea %{row}',
      duplicateCode: 'El código %{code} se repite en el archivo o ya existe.',
      unknownColumn: 'Columna desconocida %{column}.',
      missingCodeColumn: 'La primera línea debe nombrar una columna %{column}.',
      empty: 'El archivo no tiene tags.',
      tooManyLines: 'Un archivo puede tener como máximo %{max} tags.',
    },
    form: {
      sections: {
        identity: 'Identificación',
        calculation: 'Cálculo',
        dataInput: 'Entrada de datos',
        limits: 'Límites',
        consolidation: 'Consolidación',
        other: 'Otros',
      },
      calculation: {
        validate: 'Validar',
        valid: 'El cálculo es válido.',
        notValidated: 'Valide este cálculo antes de guardar.',
        hint: 'Los tags se escriben T:CODIGO o T:"Código con espacios", variables globales V:NOMBRE; + - * /, comparaciones y ABS, SQRT, ROUND, MIN, MAX, AVG, IF.',
      },
      calculationsOnlyForCalculationTags: 'Los cálculos valen para tags cuya entrada de datos es Cálculo.',
    },
  },
  global: {
    warning: {
      messages: {
        registerTagLimit: 'Se alcanzó el límite de tags activos de esta unidad. Contacte al administrador.',
      },
    },
  },
};

export default tagsEsES;
