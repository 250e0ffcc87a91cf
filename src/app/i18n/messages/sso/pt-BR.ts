import type { SsoMessages } from './en-US.js';

const ssoPtBR: SsoMessages = {
  auth: {
    sso: {
      button: 'Entrar com login único',
      or: 'ou',
      busy: 'Entrando com login único',
      refused: 'Sua conta da organização não está vinculada a um usuário desta plataforma, ou o acesso dela foi recusado.',
      resourceRequired: 'O recurso é obrigatório: as configurações de login único deste domínio não têm o endereço do provedor ou o client id.',
      interactionInProgress: 'A obtenção interativa do token já está em andamento: aguarde o login único já iniciado.',
      popupWindowNull: 'A janela pop-up é nula: o navegador bloqueou ou fechou a janela de acesso. Permita-a e tente novamente.',
      claimsInQuery: 'Claims não podem ser enviadas como parâmetro extra da consulta.',
      invalidState: 'Estado inválido: esta resposta do login único não corresponde a um acesso iniciado aqui, ou já foi usada. Entre novamente.',
      invalidIdToken: 'Token de identidade inválido: o provedor de identidade enviou um token que não é para esta aplicação.',
      nonceMismatch: 'Nonce divergente: o token de identidade não pertence a este acesso. Entre novamente.',
      userLoginRequired: 'É necessário o login do usuário: entre no seu provedor de identidade e tente novamente.',
      userInfoUnavailable: 'As informações do usuário não estão disponíveis: o provedor de identidade não enviou seu nome de usuário.',
      timeout: 'A renovação do token falhou por tempo esgotado: o provedor de identidade não respondeu a tempo. Tente novamente.',
      providerError: 'O provedor de identidade recusou o acesso.',
      settingsUnavailable: 'Não foi possível carregar as configurações de login único deste domínio.',
      invalidHashToken: 'O link de acesso não é válido ou expirou.',
    },
  },
};

export default ssoPtBR;
