import type { UsersMessages } from './en-US.js';

const usersEsES: UsersMessages = {
  accessControl: {
    users: {
      pngJpg: 'La foto debe ser una imagen PNG o JPEG.',
      lessTwoMb: 'La foto debe ocupar menos de 2 MB.',
      profileBeyondOwn: 'No puede conceder un perfil de acceso que permite más de lo que usted tiene en esa unidad. Pida a un administrador.',
    },
  },
  global: {
    warning: {
      messages: {
        registerUserLimit: 'Se ha alcanzado el límite de usuarios registrados de este cliente. Quite a un usuario de sus unidades o solicite un límite mayor.',
      },
    },
  },
  app: {
    users: {
      confirmPassword: 'Confirme la contraseña',
      adminOnlyType: 'Solo un administrador puede convertir a un usuario en administrador',
      ownStatusLocked: 'No puede cambiar su propio tipo ni su estado de activo',
      ownPasswordInProfile: 'Para cambiar su propia contraseña, use Mi perfil en el menú del encabezado: pide su contraseña actual.',
      readOnlyAdmin: 'Este usuario es administrador. Solo los administradores pueden modificarlo.',
      blocked: 'Un administrador bloqueó este usuario. Puede asignarle una nueva contraseña y después desbloquearlo.',
      signInLocked:
        'El acceso de este usuario está bloqueado hasta %{until} tras demasiados intentos fallidos. Puede asignarle una nueva contraseña y desbloquearlo ahora.',
      unblock: 'Desbloquear',
      unblocked: 'El usuario se ha desbloqueado.',
      photo: {
        label: 'Foto',
        upload: 'Subir foto',
        remove: 'Quitar foto',
        hint: 'PNG o JPEG, de menos de 2 MB',
      },
      units: {
        title: 'Unidades',
        adminHint: 'Los administradores acceden a todas las unidades. Elija las unidades en las que está registrado este usuario.',
        regularHint: 'Registre al usuario en una unidad y elija allí los perfiles de acceso y la página inicial.',
        assigned: 'Registrado en %{unit}',
        profiles: 'Perfiles de acceso',
        noProfiles: 'El cliente aún no tiene perfiles de acceso.',
        initialPage: 'Página inicial',
        firstPermitted: 'Primera página permitida',
        none: 'El cliente aún no tiene unidades.',
        saveFirst: 'Guarde el usuario antes de registrarlo en unidades.',
      },
    },
    profile: {
      open: 'Perfil y preferencias',
      edit: 'Editar mi perfil',
      title: 'Mi perfil',
      language: 'Idioma',
      darkTheme: 'Tema oscuro',
      signOut: 'Cerrar sesión',
      saved: 'Su perfil se ha guardado.',
      passwordHint: 'Déjela en blanco para mantener su contraseña',
    },
  },
};

export default usersEsES;
