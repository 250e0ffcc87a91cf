import type { AppMessages } from './app-en-US.js';

export const appPtBR: AppMessages = {
  auth: {
    signin: {
      title: 'Entrar',
      username: 'Usuário',
      password: 'Senha',
      submit: 'Entrar',
      typeUser: 'Digite seu usuário',
      typePassword: 'Digite sua senha',
      apiUrl: 'Digite o endereço da API',
      failure: 'Usuário ou senha inválidos.',
      unauthorized: 'Você não tem acesso a nenhuma unidade.',
      withoutContract: 'Não há contrato ativo para as suas unidades.',
      failurePassword:
        'Usuário ou senha incorretos. Resta %{smart_count} tentativa antes de o usuário ser bloqueado. |||| Usuário ou senha incorretos. Restam %{smart_count} tentativas antes de o usuário ser bloqueado.',
      failurePasswordLimit:
        'O acesso deste usuário está bloqueado após muitas tentativas sem sucesso, ou um administrador o bloqueou. Tente novamente mais tarde ou peça a um administrador para desbloqueá-lo.',
      tooManyAttempts: 'Muitas tentativas de acesso a partir deste dispositivo. Aguarde um minuto e tente novamente.',
      inactiveUser: 'Este usuário está inativo.',
      language: 'Idioma',
      version: 'Versão %{version}',
    },
  },
  global: {
    error: {
      messages: {
        serverError: 'O servidor não está disponível',
        defaultError: 'Algo deu errado. Tente novamente.',
        loadDataError: 'Não foi possível carregar os dados.',
        tryAgain: 'Tentar novamente',
        validation: 'Alguns campos não são válidos. Confira os campos destacados.',
        unauthorized: 'Sua sessão terminou. Entre novamente.',
        forbidden: 'Você não tem permissão para fazer isso.',
        notFound: 'O registro não foi encontrado.',
        payloadTooLarge: 'Os dados enviados são grandes demais.',
        insertConflict: 'Já existe um registro com estes valores.',
        editConflict: 'Outro registro já usa estes valores.',
        deleteConflict: 'Este registro está relacionado a outros dados. Remova esses vínculos primeiro.',
        saveError: 'Não foi possível salvar o registro.',
        editError: 'Não foi possível atualizar o registro.',
        deleteError: 'Não foi possível excluir o registro.',
        fetchError: 'Não foi possível buscar os dados.',
        connectionError: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
        tooManyRequests: 'Muitas requisições. Aguarde um minuto e tente novamente.',
      },
    },
    success: {
      messages: {
        update: 'Atualizado com sucesso.',
        save: 'Salvo com sucesso.',
      },
    },
    labels: {
      requiredField: 'Campo obrigatório',
      maxLengthExceeded: 'No máximo %{max} caracteres',
      noSpacesAllowed: 'Espaços não são permitidos',
      userExists: 'Este login já está em uso',
      insertValidEmail: 'Informe um e-mail válido',
      validatePassword: {
        minimumCaracters: 'A senha precisa ter pelo menos 12 caracteres',
        upperCase: 'A senha precisa ter uma letra maiúscula',
        lowerCase: 'A senha precisa ter uma letra minúscula',
        number: 'A senha precisa ter um número',
        specialCaracter: 'A senha precisa ter um caractere especial',
      },
    },
  },
  validation: {
    minLength: 'Pelo menos %{min} caracteres',
    minValue: 'Deve ser %{min} ou mais',
    maxValue: 'Deve ser %{max} ou menos',
    integer: 'Deve ser um número inteiro',
    number: 'Deve ser um número',
    type: 'Este valor tem o tipo errado',
    oneOf: 'Deve ser um de: %{options}',
    pattern: 'O formato não é válido',
    color: 'Deve ser uma cor como #1890ff',
    format: {
      date: 'Deve ser uma data (AAAA-MM-DD)',
      dateTime: 'Deve ser uma data e hora',
      hourMinute: 'Deve ser uma hora no formato HH:mm',
    },
    maxItems: 'No máximo %{max} itens',
    minItems: 'Pelo menos %{min} itens',
    uniqueItems: 'Os itens não podem se repetir',
    unknownField: 'Este campo não é aceito',
    unique: 'Este valor já está em uso',
    referenceNotFound: 'O registro selecionado não existe',
    invalid: 'Este valor não é válido',
    nulCharacter: 'Este texto contém um caractere NUL (U+0000), que não é aceito',
  },
  menu: {
    settings: 'Configurações',
  },
  app: {
    unit: {
      label: 'Unidade',
      choose: 'Escolha a unidade',
      none: 'Nenhuma unidade',
    },
    theme: {
      light: 'Tema claro',
      dark: 'Tema escuro',
    },
    footer: '© %{year} %{title}',
    users: {
      passwordHint: 'Deixe em branco para manter a senha atual',
    },
  },
};
