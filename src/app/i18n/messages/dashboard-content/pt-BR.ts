/** The dashboards' content components: text, static and conditional images, iframe; the image upload and its refusals. */
const dashboardContentPtBR = {
  dashboards: {
    components: {
      text: { empty: 'Ainda não há texto.' },
      image: {
        empty: 'Nenhuma imagem escolhida ainda.',
        loadError: 'Não foi possível carregar a imagem.',
        upload: 'Enviar imagem',
        replace: 'Trocar imagem',
        remove: 'Remover imagem',
        uploading: 'Enviando…',
        preview: 'Imagem escolhida',
      },
      conditionalImage: {
        noImage: 'Nenhuma regra vale para o valor atual e não há imagem padrão.',
        alt: 'Imagem para o valor %{value}',
        noValue: 'ainda sem valor',
      },
      iframe: { empty: 'Ainda não há endereço de página.' },
    },
    errors: {
      iframeOriginNotAllowed: 'Páginas de %{origin} não podem ser exibidas aqui. Um administrador pode permitir este site nos parâmetros.',
      notAnImage: 'Este arquivo não é uma imagem aceita: PNG ou JPG (ou SVG para uma imagem de processo).',
      imageTooLarge: 'A imagem deve ter menos de 2 MB.',
    },
  },
};

export default dashboardContentPtBR;
