import type { SpcErrorsMessages } from './en-US.js';

const spcErrorsEsES: SpcErrorsMessages = {
  spc: {
    errors: {
      stateChanged: 'Otra persona modificó esta violación mientras tanto: recárguela y vuelva a tratarla.',
      notTreatable: 'Esta violación ya no se puede tratar.',
      inactiveCatalogue: 'Elija un diagnóstico y una acción correctiva activos de esta unidad.',
      tagNotInRuleSet: 'El tag no está entre los tags del conjunto de reglas elegido.',
      subgroupSize: 'Los gráficos X̄-R y X̄-S necesitan subgrupos de %{min} a %{max} valores.',
      samplingChart: 'El muestreo por registros del día es solo para gráficos X̄-R y X̄-S; I-MR y los gráficos de atributos usan cada valor.',
      sampleSizeRequired: 'Los gráficos p, np y u necesitan el tamaño de la muestra.',
      scaleInverted: 'El máximo de la escala debe ser mayor que el mínimo.',
      revisionDateRepeated: 'Otra revisión empieza en la misma fecha.',
      lowerOutsideScale: 'El límite inferior está fuera de la escala.',
      upperOutsideScale: 'El límite superior está fuera de la escala.',
      limitsInverted: 'El límite superior debe ser mayor que el límite inferior.',
      centerOutsideLimits: 'La línea central debe quedar entre los límites.',
      basePeriodInverted: 'El periodo base debe terminar en su fecha de inicio o después.',
      tagInUse: 'Un gráfico de este conjunto de reglas usa un tag que usted quitó: modifique o elimine ese gráfico antes.',
    },
  },
};

export default spcErrorsEsES;
