import type { SessionMessages } from './en-US.js';

const sessionEsES: SessionMessages = {
  auth: {
    signin: {
      attemptCount: 'Intento %{count}:',
    },
    password: {
      current: 'Contraseña actual',
      currentHint: 'Necesaria para definir una nueva contraseña',
      currentWrong: 'La contraseña actual no es correcta.',
    },
    changePassword: {
      title: 'Elija una nueva contraseña',
      forced: 'Debe cambiar su contraseña antes de continuar.',
      tooShort: 'Su contraseña actual tiene menos de los 12 caracteres que ahora se exigen. Elija una nueva.',
      newPassword: 'Nueva contraseña',
      confirmPassword: 'Confirme la nueva contraseña',
      comparePassword: 'Las contraseñas no coinciden',
      generate: 'Generar contraseña',
      generated: 'Se generó una contraseña segura. Guárdela en un lugar seguro antes de guardar.',
      show: 'Mostrar la contraseña',
      hide: 'Ocultar la contraseña',
      rules: 'Al menos 12 caracteres, con una letra mayúscula, una minúscula, un número y un símbolo.',
      save: 'Guardar contraseña',
      saved: 'Su contraseña se cambió.',
    },
    consent: {
      title: 'Uso de sus datos personales',
      text: 'Para usar la plataforma, guardamos su nombre, correo electrónico y foto, y los mostramos a las personas con las que trabaja. ¿Lo permite?',
      allow: 'Permitir',
      deny: 'No permitir',
      confirmTitle: '¿No permitir el uso de sus datos?',
      confirmText:
        'Sin su consentimiento no puede usar la plataforma: su usuario se desactivará y se cerrará su sesión. Un administrador puede activarlo de nuevo.',
      confirmDeny: 'Desactivar y salir',
      back: 'Volver',
    },
  },
  global: {
    labels: {
      validatePassword: {
        commonPassword: 'Esta contraseña es demasiado común o fácil de adivinar. Elija otra.',
      },
    },
  },
};

export default sessionEsES;
