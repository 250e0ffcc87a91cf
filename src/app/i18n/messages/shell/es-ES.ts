import type enUS from './en-US.js';

const esES: typeof enUS = {
  shell: {
    menu: {
      main: 'Principal',
      settings: 'Configuración',
      open: {
        main: 'Abrir el menú principal',
        settings: 'Abrir el menú de configuración',
      },
    },
    logbook: {
      open: 'Bitácora de turno',
      title: 'Bitácora de turno',
      close: 'Cerrar la bitácora de turno',
    },
    alerts: {
      open: 'Alertas',
    },
    version: {
      available: 'Hay una nueva versión (%{version}) disponible.',
      update: 'Actualizar',
    },
    iframe: {
      noComponent: 'No hay ningún componente para mostrar en esta dirección.',
      unknownComponent: 'El componente "%{component}" no está disponible.',
    },
  },
};

export default esES;
