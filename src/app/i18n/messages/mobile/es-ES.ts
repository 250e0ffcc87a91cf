import type enUS from './en-US.js';

const esES: typeof enUS = {
  mobile: {
    signin: {
      apiAddress: 'Dirección de la API',
      apiAddressPlaceholder: 'https://planta.ejemplo.com:8080',
    },
    qr: {
      scan: 'Escanear código QR',
      title: 'Escanee el código QR de acceso',
      hint: 'Apunte la cámara al código QR que le dio su administrador.',
      cancel: 'Cancelar',
      retry: 'Reintentar',
      starting: 'Abriendo la cámara…',
      cameraDenied: 'Se denegó el acceso a la cámara. Permita la cámara para esta aplicación e inténtelo de nuevo.',
      cameraUnavailable: 'No se pudo abrir ninguna cámara en este dispositivo.',
      notFound: 'No se encontró ningún código QR. Mantenga el código quieto frente a la cámara e inténtelo de nuevo.',
      invalid: 'Este código QR no contiene una dirección de acceso.',
      filled: 'Dirección de la API y usuario completados desde el código QR.',
    },
    home: {
      title: 'Inicio',
      greeting: 'Hola, %{name}',
      unit: 'Unidad actual',
      noUnit: 'No hay ninguna unidad disponible',
      shortcuts: 'Accesos directos',
    },
    menu: {
      label: 'Menú principal',
      home: 'Inicio',
      dashboard: 'Panel',
      analysisProcess: 'Análisis de proceso',
    },
  },
};

export default esES;
