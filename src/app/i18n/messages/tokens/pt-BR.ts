import type { TokensMessages } from './en-US.js';

const tokensPtBR: TokensMessages = {
  tokens: {
    intro:
      'Um token permite que outro sistema chame a API desta planta sem senha: ele envia o cabeçalho Authorization: Bearer seguido do token. Um token só faz o que seus escopos permitem, nunca mais que seu criador, e nunca gerencia usuários ou tokens.',
    create: 'Novo token',
    empty: 'Nenhum token ainda.',
    loadError: 'Não foi possível carregar os tokens.',
    never: 'Nunca',
    read: 'Leitura',
    write: 'Escrita',
    addScope: 'Adicionar uma página',
    removeScope: 'Remover %{page}',
    noScopes: 'Adicione ao menos uma página que o token possa usar.',
    fields: {
      name: 'Nome',
      scopes: 'Escopos',
      plant: 'Planta',
      created_by: 'Criado por',
      created_at: 'Criado em',
      expires_at: 'Expira em',
      last_used_at: 'Último uso',
      status: 'Situação',
    },
    expiresHint: 'O token deixa de funcionar ao fim deste dia (%{zone}).',
    status: { active: 'Ativo', expired: 'Expirado', revoked: 'Revogado em %{date}' },
    revoke: 'Revogar',
    revokeTitle: 'Revogar o token “%{name}”?',
    revokeContent: 'Os sistemas que o usam são recusados a partir da próxima chamada. Isso não pode ser desfeito.',
    revoked: 'Token revogado',
    secret: {
      title: 'Token “%{name}” criado',
      warning: 'Copie o token agora: ele é mostrado só desta vez e não pode ser lido de novo.',
      label: 'Token',
      copy: 'Copiar',
      copied: 'Token copiado',
      copyError: 'Não foi possível copiar o token; selecione-o e copie manualmente.',
      done: 'Já copiei',
    },
    errors: {
      scopesRequired: 'Adicione ao menos uma página que o token possa usar.',
      scopeShape: 'Um escopo deve indicar uma página com leitura e escrita definidas.',
      scopeForbidden: 'Um token não pode receber %{menu}: tokens nunca gerenciam usuários, perfis ou tokens.',
      scopeUnknown: 'A página %{menu} não pode ser concedida, ou está repetida.',
      scopeEmpty: 'Escolha leitura, escrita ou ambas para %{menu}.',
      scopeBeyondCreator: 'Você não tem %{menu}, então um token seu também não pode ter.',
      expiryPast: 'A expiração deve estar no futuro.',
      expiryTooFar: 'Um token dura no máximo %{days} dias.',
    },
  },
};

export default tokensPtBR;
