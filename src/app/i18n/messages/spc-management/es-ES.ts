import type { SpcManagementMessages } from './en-US.js';

const spcManagementEsES: SpcManagementMessages = {
  spcManagement: {
    chooseCard: 'Elija una carta en la tabla para ver su gráfico, su capacidad y sus violaciones.',
    overview: {
      title: 'Cartas de control',
      empty: 'Esta unidad no tiene cartas de control.',
      columns: {
        card: 'Carta',
        tag: 'Tag',
        chart: 'Gráfico',
        latest: 'Último punto',
        state: 'Estado',
        violations: 'Violaciones en el periodo',
        open: 'Abiertas',
        cpk: 'Cpk',
      },
      state: { noData: 'Sin datos', inControl: 'Bajo control', violation: 'Violación' },
      none: 'Ninguna',
      ruleCount: '%{rule}: %{smart_count} violación |||| %{rule}: %{smart_count} violaciones',
    },
    chart: { title: 'Gráfico de control de %{card}', empty: 'Ningún punto en este periodo.' },
    capability: {
      title: 'Capacidad por semana',
      empty: 'Sin capacidad en este periodo: se necesitan límites de especificación y valores.',
      week: 'Semana del %{date}',
    },
    violations: {
      title: 'Violaciones',
      empty: 'Ninguna violación con este filtro en el periodo.',
      filter: { open: 'Abiertas', treated: 'Tratadas', all: 'Todas' },
      columns: {
        point: 'Punto',
        rule: 'Regla',
        value: 'Valor',
        status: 'Estado',
        diagnostic: 'Diagnóstico',
        correctiveAction: 'Acción correctiva',
        comment: 'Comentario',
        treated: 'Tratada por',
      },
      status: { open: 'Abierta', treated: 'Tratada' },
      treatedBy: '%{user}, %{time}',
      treat: 'Tratar',
      showHistory: 'Mostrar historial',
      hideHistory: 'Ocultar historial',
    },
    history: {
      empty: 'Sin historial.',
      action: { detected: 'Detectada', treated: 'Tratada' },
      byJob: 'por la rutina de evaluación',
      by: 'por %{user}',
      fields: { status: 'Estado', diagnostic: 'Diagnóstico', corrective_action: 'Acción correctiva', comment: 'Comentario' },
    },
    treat: {
      title: 'Tratar violación',
      summary: 'Carta %{card} · %{rule} · punto el %{time}, valor %{value}',
      diagnostic: 'Diagnóstico',
      correctiveAction: 'Acción correctiva',
      comment: 'Comentario',
      noOptions: 'Ninguno activo en el catálogo de esta unidad.',
      submit: 'Guardar tratamiento',
      done: 'Violación tratada.',
      stale: 'Otra persona cambió esta violación antes. Se recargó la lista: revísela e inténtelo de nuevo.',
    },
  },
};

export default spcManagementEsES;
