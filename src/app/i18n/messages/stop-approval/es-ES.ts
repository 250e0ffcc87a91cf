import type { StopApprovalMessages } from './en-US.js';

const stopApprovalEsES: StopApprovalMessages = {
  stopApproval: {
    shared: {
      frame: 'Frame',
      allFrames: 'Todos los frames',
      reproved: 'Reprobada',
      noMotive: 'Sin motivo',
      selectAll: 'Seleccionar todas las paradas',
      selectStop: 'Seleccionar esta parada',
      columns: {
        start: 'Inicio',
        end: 'Fin',
        duration: 'Duración',
        motive: 'Motivo',
        frame: 'Frame',
        comment: 'Comentario',
        status: 'Estado',
        consistency: 'Consistencia',
        reproved: 'Reprobada',
        integrationError: 'Error de integración',
      },
    },
    approve: {
      empty: 'Ninguna parada finalizada espera aprobación en este período.',
      chosen: '%{smart_count} parada seleccionada |||| %{smart_count} paradas seleccionadas',
      approve: 'Aprobar',
      reprove: 'Reprobar',
      approveTitle: 'Aprobar %{smart_count} parada |||| Aprobar %{smart_count} paradas',
      reproveTitle: 'Reprobar %{smart_count} parada |||| Reprobar %{smart_count} paradas',
      comment: 'Comentario',
      commentRequired: 'Indique por qué se reprueban las paradas.',
      password: 'Su contraseña',
      approveStatement:
        'Al firmar usted confirma que revisó esta parada y la aprueba; su contraseña es su firma electrónica. |||| Al firmar usted confirma que revisó estas %{smart_count} paradas y las aprueba; su contraseña es su firma electrónica.',
      reproveStatement:
        'Al firmar usted confirma que reprueba esta parada para que se corrija; su contraseña es su firma electrónica. |||| Al firmar usted confirma que reprueba estas %{smart_count} paradas para que se corrijan; su contraseña es su firma electrónica.',
      approveSign: 'Firmar y aprobar',
      reproveSign: 'Firmar y reprobar',
      withoutMotive: 'Paradas sin motivo:',
      approved: '%{smart_count} parada aprobada |||| %{smart_count} paradas aprobadas',
      reproved: '%{smart_count} parada reprobada |||| %{smart_count} paradas reprobadas',
    },
    consistency: {
      empty: 'Ninguna parada en este estado en este período.',
      resend: 'Reenviar a la integración',
      resent: '%{smart_count} parada reenviada a la integración |||| %{smart_count} paradas reenviadas a la integración',
    },
    events: {
      frames: 'Frames',
      framesPlaceholder: 'Elija los frames',
      chooseFrames: 'Elija los frames cuyas paradas desea ver.',
      chooseTags: 'Elija tags para dibujar su tendencia bajo las paradas.',
      stopsTitle: 'Paradas de los frames elegidos',
      empty: 'Los frames elegidos no tienen paradas en este período.',
      legend: 'Paradas por motivo',
    },
  },
};

export default stopApprovalEsES;
