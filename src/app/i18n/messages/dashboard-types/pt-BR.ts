/** Os tipos de dashboard além da grade padrão: imagens IHM, abas de aplicativo e relatórios Power BI incorporados. */
const dashboardTypesPtBR = {
  dashboards: {
    types: {
      hmi: {
        status: { normal: 'Normal', warning: 'Atenção', alarm: 'Alarme', noData: 'Sem dados' },
        at: 'em %{time}',
        pictureAlt: 'Imagem do processo',
        noPicture: 'Ainda sem imagem do processo.',
        editPicture: 'Editar imagem',
        loadError: 'Não foi possível ler os valores ao vivo desta imagem.',
        pictureError: 'Não foi possível carregar a imagem do processo.',
        empty: 'Esta aba IHM ainda não tem imagem.',
        emptyEditor: 'Esta aba IHM ainda não tem imagem: escolha "Editar imagem" para enviar uma e posicionar as tags nela.',
        editor: {
          uploadPicture: 'Enviar imagem',
          replacePicture: 'Trocar imagem',
          uploading: 'Enviando…',
          pictureTooLarge: 'A imagem deve ter menos de 2 MB.',
          tag: 'Tag',
          noTags: 'Nenhuma tag nesta unidade',
          addPoint: 'Adicionar ponto',
          dragHint: 'Arraste cada rótulo até seu lugar na imagem (ou selecione-o e use as setas; com Shift move mais). No máximo %{max} pontos.',
          noPoints: 'Ainda sem pontos: escolha uma tag e adicione-a.',
          place: 'em %{x} %, %{y} %',
          decimals: 'Casas decimais',
          showUnit: 'Mostrar unidade',
          remove: 'Remover %{code}',
          save: 'Salvar imagem',
          cancel: 'Cancelar',
          saved: 'Imagem salva.',
        },
      },
      app: {
        page: 'Página do módulo',
        noPage: 'Nenhuma página do módulo escolhida para esta aba ainda.',
        noPermission: 'Você não tem permissão para abrir a página %{page}.',
        rolling: 'Período termina ao exibir',
        saveSettings: 'Salvar estas configurações',
        settingsSaved: 'As configurações da página foram salvas na aba.',
        pageSaved: 'A aba agora mostra esta página.',
      },
    },
    powerbi: {
      tokenKept: 'Deixe vazio para manter o token guardado.',
      errors: {
        unauthorized: 'O Power BI recusou o relatório: o token de incorporação é inválido ou expirou (401).',
        forbidden: 'O Power BI recusou o relatório: o token não dá acesso a ele (403).',
        notFound: 'O Power BI não encontrou o relatório ou seu workspace (404).',
        serverError: 'O Power BI não conseguiu carregar o relatório por um erro do lado dele (500). Tente novamente mais tarde.',
        unexpected: 'Não foi possível carregar o relatório Power BI por um erro inesperado.',
        notConfigured: 'Este dashboard não tem relatório ou token de incorporação do Power BI configurado.',
      },
    },
  },
};

export default dashboardTypesPtBR;
