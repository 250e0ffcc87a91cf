/** Los tipos de dashboard además de la cuadrícula estándar: imágenes HMI, pestañas de aplicación e informes de Power BI insertados. */
const dashboardTypesEsES = {
  dashboards: {
    types: {
      hmi: {
        status: { normal: 'Normal', warning: 'Advertencia', alarm: 'Alarma', noData: 'Sin datos' },
        at: 'a las %{time}',
        pictureAlt: 'Imagen del proceso',
        noPicture: 'Todavía no hay imagen del proceso.',
        editPicture: 'Editar imagen',
        loadError: 'No se pudieron leer los valores en vivo de esta imagen.',
        pictureError: 'No se pudo cargar la imagen del proceso.',
        empty: 'Esta pestaña HMI todavía no tiene imagen.',
        emptyEditor: 'Esta pestaña HMI todavía no tiene imagen: elija "Editar imagen" para subir una y colocar los tags en ella.',
        editor: {
          uploadPicture: 'Subir imagen',
          replacePicture: 'Cambiar imagen',
          uploading: 'Subiendo…',
          pictureTooLarge: 'La imagen debe pesar menos de 2 MB.',
          tag: 'Tag',
          noTags: 'No hay tags en esta unidad',
          addPoint: 'Añadir punto',
          dragHint: 'Arrastre cada etiqueta a su lugar en la imagen (o selecciónela y use las flechas; con Mayús se mueve más). Como máximo %{max} puntos.',
          noPoints: 'Todavía no hay puntos: elija un tag y añádalo.',
          place: 'en %{x} %, %{y} %',
          decimals: 'Decimales',
          showUnit: 'Mostrar unidad',
          remove: 'Quitar %{code}',
          save: 'Guardar imagen',
          cancel: 'Cancelar',
          saved: 'Imagen guardada.',
        },
      },
      app: {
        page: 'Página del módulo',
        noPage: 'Todavía no se eligió una página del módulo para esta pestaña.',
        noPermission: 'No tiene permiso para abrir la página %{page}.',
        rolling: 'El periodo termina al mostrarse',
        saveSettings: 'Guardar esta configuración',
        settingsSaved: 'La configuración de la página se guardó en la pestaña.',
        pageSaved: 'La pestaña ahora muestra esta página.',
      },
    },
    powerbi: {
      tokenKept: 'Déjelo vacío para conservar el token guardado.',
      errors: {
        unauthorized: 'Power BI rechazó el informe: el token de inserción no es válido o ha caducado (401).',
        forbidden: 'Power BI rechazó el informe: el token no da acceso a él (403).',
        notFound: 'Power BI no encontró el informe ni su área de trabajo (404).',
        serverError: 'Power BI no pudo cargar el informe por un error de su lado (500). Inténtelo más tarde.',
        unexpected: 'No se pudo cargar el informe de Power BI por un error inesperado.',
        notConfigured: 'Este dashboard no tiene configurado un informe o un token de inserción de Power BI.',
      },
    },
  },
};

export default dashboardTypesEsES;
