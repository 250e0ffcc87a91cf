import type { AppMessages } from './app-en-US.js';

export const appEsES: AppMessages = {
  auth: {
    signin: {
      title: 'Iniciar sesión',
      username: 'Usuario',
      password: 'Contraseña',
      submit: 'Entrar',
      typeUser: 'Escriba su usuario',
      typePassword: 'Escriba su contraseña',
      apiUrl: 'Escriba la dirección de la API',
      failure: 'Usuario o contraseña no válidos.',
      unauthorized: 'No tiene acceso a ninguna unidad.',
      withoutContract: 'No hay un contrato activo para sus unidades.',
      failurePassword:
        'Usuario o contraseña incorrectos. Queda %{smart_count} intento antes de que se bloquee el usuario. |||| Usuario o contraseña incorrectos. Quedan %{smart_count} intentos antes de que se bloquee el usuario.',
      failurePasswordLimit:
        'El acceso de este usuario está bloqueado tras demasiados intentos fallidos, o un administrador lo bloqueó. Inténtelo más tarde o pida a un administrador que lo desbloquee.',
      tooManyAttempts: 'Demasiados intentos de inicio de sesión desde este dispositivo. Espere un minuto y vuelva a intentarlo.',
      inactiveUser: 'Este usuario está inactivo.',
      language: 'Idioma',
      version: 'Versión %{version}',
    },
  },
  global: {
    error: {
      messages: {
        serverError: 'El servidor no está disponible',
        defaultError: 'Algo salió mal. Inténtelo de nuevo.',
        loadDataError: 'No se pudieron cargar los datos.',
        tryAgain: 'Intentar de nuevo',
        validation: 'Algunos campos no son válidos. Revise los campos resaltados.',
        unauthorized: 'Su sesión terminó. Vuelva a iniciar sesión.',
        forbidden: 'No tiene permiso para hacer esto.',
        notFound: 'No se encontró el registro.',
        payloadTooLarge: 'Los datos enviados son demasiado grandes.',
        insertConflict: 'Ya existe un registro con estos valores.',
        editConflict: 'Otro registro ya usa estos valores.',
        deleteConflict: 'Este registro está relacionado con otros datos. Elimine primero esos vínculos.',
        saveError: 'No se pudo guardar el registro.',
        editError: 'No se pudo actualizar el registro.',
        deleteError: 'No se pudo eliminar el registro.',
        fetchError: 'No se pudieron obtener los datos.',
        connectionError: 'No se pudo conectar con el servidor. Compruebe su conexión.',
        tooManyRequests: 'Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.',
      },
    },
    success: {
      messages: {
        update: 'Actualizado correctamente.',
        save: 'Guardado correctamente.',
      },
    },
    labels: {
      requiredField: 'Campo obligatorio',
      maxLengthExceeded: 'Como máximo %{max} caracteres',
      noSpacesAllowed: 'No se permiten espacios',
      userExists: 'Este nombre de usuario ya está en uso',
      insertValidEmail: 'Escriba un correo electrónico válido',
      validatePassword: {
        minimumCaracters: 'La contraseña necesita al menos 12 caracteres',
        upperCase: 'La contraseña necesita una letra mayúscula',
        lowerCase: 'La contraseña necesita una letra minúscula',
        number: 'La contraseña necesita un número',
        specialCaracter: 'La contraseña necesita un carácter especial',
      },
    },
  },
  validation: {
    minLength: 'Al menos %{min} caracteres',
    minValue: 'Debe ser %{min} o más',
    maxValue: 'Debe ser %{max} o menos',
    integer: 'Debe ser un número entero',
    number: 'Debe ser un número',
    type: 'Este valor tiene un tipo incorrecto',
    oneOf: 'Debe ser uno de: %{options}',
    pattern: 'El formato no es válido',
    color: 'Debe ser un color como #1890ff',
    format: {
      date: 'Debe ser una fecha (AAAA-MM-DD)',
      dateTime: 'Debe ser una fecha y hora',
      hourMinute: 'Debe ser una hora con el formato HH:mm',
    },
    maxItems: 'Como máximo %{max} elementos',
    minItems: 'Al menos %{min} elementos',
    uniqueItems: 'Los elementos no pueden repetirse',
    unknownField: 'Este campo no se acepta',
    unique: 'Este valor ya está en uso',
    referenceNotFound: 'El registro seleccionado no existe',
    invalid: 'Este valor no es válido',
    nulCharacter: 'Este texto contiene un carácter NUL (U+0000), que no se acepta',
  },
  menu: {
    settings: 'Configuración',
  },
  app: {
    unit: {
      label: 'Unidad',
      choose: 'Elija la unidad',
      none: 'Ninguna unidad',
    },
    theme: {
      light: 'Tema claro',
      dark: 'Tema oscuro',
    },
    footer: '© %{year} %{title}',
    users: {
      passwordHint: 'Déjela en blanco para mantener la contraseña actual',
    },
  },
};
