import type { TokensMessages } from './en-US.js';

const tokensEsES: TokensMessages = {
  tokens: {
    intro:
      'Un token permite que otro sistema llame a la API de esta planta sin contraseña: envía la cabecera Authorization: Bearer seguida del token. Un token solo hace lo que sus ámbitos permiten, nunca más que su creador, y nunca gestiona usuarios ni tokens.',
    create: 'Nuevo token',
    empty: 'Todavía no hay tokens.',
    loadError: 'No se pudieron cargar los tokens.',
    never: 'Nunca',
    read: 'Lectura',
    write: 'Escritura',
    addScope: 'Añadir una página',
    removeScope: 'Quitar %{page}',
    noScopes: 'Añada al menos una página que el token pueda usar.',
    fields: {
      name: 'Nombre',
      scopes: 'Ámbitos',
      plant: 'Planta',
      created_by: 'Creado por',
      created_at: 'Creado el',
      expires_at: 'Caduca',
      last_used_at: 'Último uso',
      status: 'Estado',
    },
    expiresHint: 'El token deja de funcionar al final de este día (%{zone}).',
    status: { active: 'Activo', expired: 'Caducado', revoked: 'Revocado el %{date}' },
    revoke: 'Revocar',
    revokeTitle: '¿Revocar el token «%{name}»?',
    revokeContent: 'Los sistemas que lo usan son rechazados desde su próxima llamada. No se puede deshacer.',
    revoked: 'Token revocado',
    secret: {
      title: 'Token «%{name}» creado',
      warning: 'Copie el token ahora: solo se muestra esta vez y no se puede volver a leer.',
      label: 'Token',
      copy: 'Copiar',
      copied: 'Token copiado',
      copyError: 'No se pudo copiar el token; selecciónelo y cópielo a mano.',
      done: 'Ya lo he copiado',
    },
    errors: {
      scopesRequired: 'Añada al menos una página que el token pueda usar.',
      scopeShape: 'Un ámbito debe indicar una página con lectura y escritura definidas.',
      scopeForbidden: 'Un token no puede recibir %{menu}: los tokens nunca gestionan usuarios, perfiles ni tokens.',
      scopeUnknown: 'La página %{menu} no se puede conceder, o está repetida.',
      scopeEmpty: 'Elija lectura, escritura o ambas para %{menu}.',
      scopeBeyondCreator: 'Usted no tiene %{menu}, así que un token suyo tampoco puede tenerlo.',
      expiryPast: 'La caducidad debe estar en el futuro.',
      expiryTooFar: 'Un token dura como máximo %{days} días.',
    },
  },
};

export default tokensEsES;
