import type enUS from './en-US.js';

const ptBR: typeof enUS = {
  expired: {
    title: 'Renovação do contrato',
    token: {
      invalid: 'Esta chave de renovação não é válida. Confira se ela foi copiada por inteiro e se é destinada à sua empresa.',
      superseded: 'Uma chave de renovação mais recente já foi aplicada; esta não pode mais ser usada.',
    },
    fields: {
      key: 'Chave de renovação',
      keyHelp: 'Cole a chave recebida do seu fornecedor. Quebras de linha e espaços são ignorados.',
    },
    actions: {
      validate: 'Validar chave',
      back: 'Voltar',
      renew: 'Renovar',
    },
    messages: {
      expired: 'O contrato terminou em %{date}. Informe uma chave de renovação para continuar usando a plataforma.',
      active: 'O contrato é válido até %{date}: resta %{smart_count} dia. |||| O contrato é válido até %{date}: restam %{smart_count} dias.',
      banner: 'O contrato termina em %{date}: resta %{smart_count} dia. |||| O contrato termina em %{date}: restam %{smart_count} dias.',
      renewed: 'Contrato renovado até %{date}.',
      checkError: 'Erro ao tentar consultar o contrato',
      askAdministrator: 'Somente um administrador pode aplicar uma chave de renovação. Entre em contato com um administrador da sua empresa.',
      blocked: 'O contrato expirou. Renove-o para continuar usando a plataforma.',
    },
  },
};

export default ptBR;
