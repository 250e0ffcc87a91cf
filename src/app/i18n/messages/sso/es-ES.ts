import type { SsoMessages } from './en-US.js';

const ssoEsES: SsoMessages = {
  auth: {
    sso: {
      button: 'Iniciar sesión con inicio de sesión único',
      or: 'o',
      busy: 'Iniciando sesión con inicio de sesión único',
      refused: 'Su cuenta de la organización no está vinculada a un usuario de esta plataforma, o su acceso fue rechazado.',
      resourceRequired:
        'El recurso es obligatorio: la configuración de inicio de sesión único de este dominio no tiene la dirección del proveedor o el client id.',
      interactionInProgress: 'La obtención interactiva del token ya está en curso: espere al inicio de sesión único ya iniciado.',
      popupWindowNull: 'La ventana emergente es nula: el navegador bloqueó o cerró la ventana de acceso. Permítala e inténtelo de nuevo.',
      claimsInQuery: 'Las claims no se pueden enviar como parámetro adicional de la consulta.',
      invalidState:
        'Estado no válido: esta respuesta del inicio de sesión único no corresponde a un acceso iniciado aquí, o ya se utilizó. Vuelva a iniciar sesión.',
      invalidIdToken: 'Token de identidad no válido: el proveedor de identidad envió un token que no es para esta aplicación.',
      nonceMismatch: 'Nonce no coincidente: el token de identidad no pertenece a este acceso. Vuelva a iniciar sesión.',
      userLoginRequired: 'Se requiere el inicio de sesión del usuario: inicie sesión en su proveedor de identidad e inténtelo de nuevo.',
      userInfoUnavailable: 'La información del usuario no está disponible: el proveedor de identidad no envió su nombre de usuario.',
      timeout: 'La renovación del token falló por tiempo de espera: el proveedor de identidad no respondió a tiempo. Inténtelo de nuevo.',
      providerError: 'El proveedor de identidad rechazó el acceso.',
      settingsUnavailable: 'No se pudo cargar la configuración de inicio de sesión único de este dominio.',
      invalidHashToken: 'El enlace de acceso no es válido o ha caducado.',
    },
  },
};

export default ssoEsES;
