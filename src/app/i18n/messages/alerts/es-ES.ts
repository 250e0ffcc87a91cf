import type { AlertsMessages } from './en-US.js';

const alertsEsES: AlertsMessages = {
  alert: {
    notificationSent: 'Se notificó a los usuarios.',
  },
  alerts: {
    bell: {
      title: 'Alertas',
      unread: '%{smart_count} alerta sin leer |||| %{smart_count} alertas sin leer',
      empty: 'No hay alertas.',
      seeAll: 'Ver todas las alertas',
      unreadMark: 'Sin leer',
    },
    popup: {
      show: 'Mostrar',
      close: 'Cerrar',
    },
    dialog: {
      title: 'Alerta',
      previous: 'Alerta anterior',
      next: 'Alerta siguiente',
      close: 'Cerrar',
      raisedAt: 'Disparada',
      message: 'Mensaje',
      viewedBy: 'Vista por',
      nobodyYet: 'Nadie ha visto esta alerta todavía.',
      moreViewers: '%{smart_count} persona más |||| %{smart_count} personas más',
      position: '%{current} de %{total}',
    },
    chat: {
      title: 'Comentarios',
      placeholder: 'Escriba un comentario',
      send: 'Enviar',
      empty: 'Todavía no hay comentarios.',
      failed: 'No se pudieron cargar o enviar los comentarios. Se volverán a leer en breve.',
    },
    cause: {
      title: 'Causa',
      placeholder: 'Describa la causa de esta alerta',
      save: 'Guardar la causa',
      saved: 'La causa se guardó.',
    },
    notify: {
      title: 'Notificar a usuarios',
      users: 'Usuarios a notificar',
      send: 'Notificar',
    },
    list: {
      title: 'Alertas operacionales',
      from: 'Desde',
      to: 'Hasta',
      group: 'Grupo de alertas',
      readState: 'Lectura',
      all: 'Todas',
      read: 'Leídas',
      unread: 'Sin leer',
      empty: 'No hay alertas para estos filtros.',
      invalidPeriod: 'El primer día no puede ser posterior al último.',
      notRecipient: 'No enviada a usted',
    },
    fields: {
      title: 'Título',
      message: 'Plantilla del mensaje',
      group: 'Grupo de alertas',
      popup: 'Mostrar como ventana emergente',
      redirect: 'Llevar al punto de parada',
      frame: 'Evento',
      users: 'Usuarios',
      description: 'Descripción',
    },
    condition: {
      title: 'Condición de disparo',
      help: 'La alerta se dispara cuando llega un valor de la etiqueta que cumple la condición.',
      tag: 'Etiqueta',
      operator: 'Operador',
      threshold: 'Valor',
      operators: {
        gt: 'mayor que',
        lt: 'menor que',
        gte: 'mayor o igual que',
        lte: 'menor o igual que',
        eq: 'igual a',
        ne: 'distinto de',
      },
      errors: {
        operator: 'Elija uno de los operadores %{operators}.',
        threshold: 'Introduzca un número, con punto como separador decimal.',
      },
    },
    permissions: {
      createNeeded: 'Necesita el permiso de creación en alertas operacionales para hacer esto.',
    },
    errors: {
      inactive: 'Esta alerta no está activa.',
      timestamp: 'Introduzca una fecha y hora con Z o un desfase, como 2026-03-01T08:00:00Z.',
      endBeforeStart: 'El fin debe ser posterior al inicio.',
      alertMismatch: 'Este movimiento pertenece a otra alerta.',
      notUnitUser: 'Este usuario no tiene acceso a la unidad.',
    },
  },
};

export default alertsEsES;
