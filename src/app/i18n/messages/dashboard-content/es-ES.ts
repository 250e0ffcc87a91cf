/** The dashboards' content components: text, static and conditional images, iframe; the image upload and its refusals. */
const dashboardContentEsES = {
  dashboards: {
    components: {
      text: { empty: 'Todavía no hay texto.' },
      image: {
        empty: 'Todavía no se eligió ninguna imagen.',
        loadError: 'No se pudo cargar la imagen.',
        upload: 'Subir imagen',
        replace: 'Cambiar imagen',
        remove: 'Quitar imagen',
        uploading: 'Subiendo…',
        preview: 'Imagen elegida',
      },
      conditionalImage: {
        noImage: 'Ninguna regla se cumple para el valor actual y no hay imagen predeterminada.',
        alt: 'Imagen para el valor %{value}',
        noValue: 'todavía sin valor',
      },
      iframe: { empty: 'Todavía no hay dirección de página.' },
    },
    errors: {
      iframeOriginNotAllowed: 'Las páginas de %{origin} no se pueden mostrar aquí. Un administrador puede permitir este sitio en los parámetros.',
      notAnImage: 'Este archivo no es una imagen aceptada: PNG o JPG (o SVG para una imagen de proceso).',
      imageTooLarge: 'La imagen debe ocupar menos de 2 MB.',
    },
  },
};

export default dashboardContentEsES;
