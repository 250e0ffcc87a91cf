import type { DashboardEmbedMessages } from './en-US.js';

const dashboardEmbedPtBR: DashboardEmbedMessages = {
  dashboards: {
    errors: {
      tvLimit:
        'Limite do modo TV atingido: %{limit} telas deste cliente já mostram um dashboard em modo TV. Feche uma delas ou peça a um administrador para aumentar o limite.',
    },
    embed: {
      action: 'Incorporar',
      title: 'Incorporar “%{tab}” em outra página',
      intro:
        'Gere um endereço que mostra esta aba, ou um de seus widgets, em um frame de outro site, sem login. Quem tiver o endereço vê o que ele mostra, até expirar ou ser revogado.',
      shows: 'Mostra',
      targets: { tv: 'O dashboard inteiro (TV)', tab: 'Aba “%{tab}”', widget: '“%{widget}” da aba “%{tab}”' },
      expiresHint: 'O link deixa de funcionar ao fim deste dia (%{zone}).',
      generate: 'Gerar',
      shownOnce: 'Copie o endereço agora: ele é mostrado só desta vez. Renove o link para obter um novo.',
      url: 'Endereço',
      snippet: 'HTML para colar na outra página',
      copy: 'Copiar',
      copiedUrl: 'Endereço copiado',
      copiedSnippet: 'HTML copiado',
      links: 'Links deste dashboard',
      noLinks: 'Este dashboard não tem links.',
      renew: 'Renovar',
      revoked: 'Link revogado',
      revokeTitle: 'Revogar este link?',
      revokeContent: 'Páginas e telas que o usam deixam de mostrar o dashboard na próxima atualização. Isso não pode ser desfeito.',
      linkEnded: 'Este link expirou ou foi revogado. Peça um novo.',
      linkForbidden: 'Este link não pode mais mostrar seu dashboard: o dashboard foi removido ou seu autor não o vê mais.',
      loadError: 'Não foi possível carregar o dashboard. Nova tentativa em alguns minutos.',
      appTabNotOnLink: 'Esta aba mostra uma página do aplicativo com login, que um link não pode mostrar. Abra o dashboard no aplicativo para vê-la.',
      errors: {
        generate: 'Erro ao gerar o link. Tente novamente.',
        renew: 'Erro ao renovar o link. Tente novamente.',
        revoke: 'Erro ao revogar o link. Tente novamente.',
        copy: 'Erro ao copiar: selecione o texto e copie manualmente.',
        load: 'Não foi possível carregar os links deste dashboard.',
        tvWholeDashboard: 'Um link de TV mostra o dashboard inteiro: não escolha aba nem widget.',
        notInDashboard: 'Isto não faz parte do dashboard.',
        managerOnly: 'Um widget visível só para gestores de dashboards não pode ser incorporado.',
      },
    },
  },
  tokens: {
    fields: { kind: 'Uso', access: 'Escopos ou dashboard', dashboard: 'Dashboard' },
    kinds: { api: 'Integração', tv: 'Link de TV', iframe: 'Exportação iframe' },
    tvLink: {
      create: 'Novo link de TV',
      intro:
        'Um link de TV mostra um dashboard numa tela de parede sem login, com as abas alternando. Quem tiver o endereço vê o dashboard até o link expirar ou ser revogado.',
      noDashboards: 'A unidade selecionada não tem dashboards.',
      createdTitle: 'Link de TV “%{name}” criado',
      shownOnce: 'Copie o endereço agora: ele é mostrado só desta vez. Abra-o no navegador da tela.',
    },
  },
};

export default dashboardEmbedPtBR;
