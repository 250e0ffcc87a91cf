import type { DashboardEmbedMessages } from './en-US.js';

const dashboardEmbedEsES: DashboardEmbedMessages = {
  dashboards: {
    errors: {
      tvLimit:
        'Límite del modo TV alcanzado: %{limit} pantallas de este cliente ya muestran un dashboard en modo TV. Cierre una o pida a un administrador que aumente el límite.',
    },
    embed: {
      action: 'Incrustar',
      title: 'Incrustar “%{tab}” en otra página',
      intro:
        'Genere una dirección que muestra esta pestaña, o uno de sus widgets, en un marco de otro sitio, sin iniciar sesión. Quien tenga la dirección ve lo que muestra, hasta que caduque o se revoque.',
      shows: 'Muestra',
      targets: { tv: 'El dashboard entero (TV)', tab: 'Pestaña “%{tab}”', widget: '“%{widget}” de la pestaña “%{tab}”' },
      expiresHint: 'El enlace deja de funcionar al final de este día (%{zone}).',
      generate: 'Generar',
      shownOnce: 'Copie la dirección ahora: solo se muestra esta vez. Renueve el enlace para obtener una nueva.',
      url: 'Dirección',
      snippet: 'HTML para pegar en la otra página',
      copy: 'Copiar',
      copiedUrl: 'Dirección copiada',
      copiedSnippet: 'HTML copiado',
      links: 'Enlaces de este dashboard',
      noLinks: 'Este dashboard no tiene enlaces.',
      renew: 'Renovar',
      revoked: 'Enlace revocado',
      revokeTitle: '¿Revocar este enlace?',
      revokeContent: 'Las páginas y pantallas que lo usan dejan de mostrar el dashboard en su próxima actualización. No se puede deshacer.',
      linkEnded: 'Este enlace ha caducado o fue revocado. Pida uno nuevo.',
      linkForbidden: 'Este enlace ya no puede mostrar su dashboard: el dashboard se eliminó o su autor ya no lo ve.',
      loadError: 'No se pudo cargar el dashboard. Nuevo intento en unos minutos.',
      appTabNotOnLink:
        'Esta pestaña muestra una página de la aplicación con sesión iniciada, que un enlace no puede mostrar. Abra el dashboard en la aplicación para verla.',
      errors: {
        generate: 'Error al generar el enlace. Inténtelo de nuevo.',
        renew: 'Error al renovar el enlace. Inténtelo de nuevo.',
        revoke: 'Error al revocar el enlace. Inténtelo de nuevo.',
        copy: 'Error al copiar: seleccione el texto y cópielo a mano.',
        load: 'No se pudieron cargar los enlaces de este dashboard.',
        tvWholeDashboard: 'Un enlace de TV muestra el dashboard entero: no elija pestaña ni widget.',
        notInDashboard: 'Esto no forma parte del dashboard.',
        managerOnly: 'Un widget visible solo para los gestores de dashboards no se puede incrustar.',
      },
    },
  },
  tokens: {
    fields: { kind: 'Uso', access: 'Ámbitos o dashboard', dashboard: 'Dashboard' },
    kinds: { api: 'Integración', tv: 'Enlace de TV', iframe: 'Exportación iframe' },
    tvLink: {
      create: 'Nuevo enlace de TV',
      intro:
        'Un enlace de TV muestra un dashboard en una pantalla de pared sin iniciar sesión, con las pestañas alternando. Quien tenga la dirección ve el dashboard hasta que el enlace caduque o se revoque.',
      noDashboards: 'La unidad seleccionada no tiene dashboards.',
      createdTitle: 'Enlace de TV “%{name}” creado',
      shownOnce: 'Copie la dirección ahora: solo se muestra esta vez. Ábrala en el navegador de la pantalla.',
    },
  },
};

export default dashboardEmbedEsES;
