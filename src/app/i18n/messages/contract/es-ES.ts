import type enUS from './en-US.js';

const esES: typeof enUS = {
  expired: {
    title: 'Renovación del contrato',
    token: {
      invalid: 'Esta clave de renovación no es válida. Compruebe que se copió completa y que corresponde a su empresa.',
      superseded: 'Ya se aplicó una clave de renovación más reciente; esta ya no se puede usar.',
    },
    fields: {
      key: 'Clave de renovación',
      keyHelp: 'Pegue la clave que recibió de su proveedor. Se ignoran los saltos de línea y los espacios.',
    },
    actions: {
      validate: 'Validar clave',
      back: 'Volver',
      renew: 'Renovar',
    },
    messages: {
      expired: 'El contrato terminó el %{date}. Introduzca una clave de renovación para seguir usando la plataforma.',
      active: 'El contrato es válido hasta el %{date}: queda %{smart_count} día. |||| El contrato es válido hasta el %{date}: quedan %{smart_count} días.',
      banner: 'El contrato termina el %{date}: queda %{smart_count} día. |||| El contrato termina el %{date}: quedan %{smart_count} días.',
      renewed: 'Contrato renovado hasta el %{date}.',
      checkError: 'Error al intentar consultar el contrato',
      askAdministrator: 'Solo un administrador puede aplicar una clave de renovación. Póngase en contacto con un administrador de su empresa.',
      blocked: 'El contrato ha vencido. Renuévelo para seguir usando la plataforma.',
    },
  },
};

export default esES;
