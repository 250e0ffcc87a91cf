import type { UsersMessages } from './en-US.js';

const usersPtBR: UsersMessages = {
  accessControl: {
    users: {
      pngJpg: 'A foto deve ser uma imagem PNG ou JPEG.',
      lessTwoMb: 'A foto deve ter menos de 2 MB.',
      profileBeyondOwn: 'Você não pode conceder um perfil de acesso que permite mais do que você tem nessa unidade. Peça a um administrador.',
    },
  },
  global: {
    warning: {
      messages: {
        registerUserLimit: 'O limite de usuários cadastrados deste cliente foi atingido. Retire um usuário das suas unidades ou solicite um limite maior.',
      },
    },
  },
  app: {
    users: {
      confirmPassword: 'Confirme a senha',
      adminOnlyType: 'Somente um administrador pode tornar um usuário administrador',
      ownStatusLocked: 'Você não pode alterar o seu próprio tipo nem a sua situação de ativo',
      ownPasswordInProfile: 'Para trocar a sua própria senha, use Meu perfil no menu do cabeçalho: ele pede a sua senha atual.',
      readOnlyAdmin: 'Este usuário é administrador. Somente administradores podem alterá-lo.',
      blocked: 'Um administrador bloqueou este usuário. Você pode definir uma nova senha e então desbloqueá-lo.',
      signInLocked:
        'O acesso deste usuário está bloqueado até %{until} após muitas tentativas sem sucesso. Você pode definir uma nova senha e desbloqueá-lo agora.',
      unblock: 'Desbloquear',
      unblocked: 'O usuário foi desbloqueado.',
      photo: {
        label: 'Foto',
        upload: 'Enviar foto',
        remove: 'Remover foto',
        hint: 'PNG ou JPEG, com menos de 2 MB',
      },
      units: {
        title: 'Unidades',
        adminHint: 'Administradores acessam todas as unidades. Escolha as unidades em que este usuário está cadastrado.',
        regularHint: 'Cadastre o usuário em uma unidade e escolha ali os perfis de acesso e a página inicial.',
        assigned: 'Cadastrado em %{unit}',
        profiles: 'Perfis de acesso',
        noProfiles: 'O cliente ainda não tem perfis de acesso.',
        initialPage: 'Página inicial',
        firstPermitted: 'Primeira página permitida',
        none: 'O cliente ainda não tem unidades.',
        saveFirst: 'Salve o usuário antes de cadastrá-lo em unidades.',
      },
    },
    profile: {
      open: 'Perfil e preferências',
      edit: 'Editar meu perfil',
      title: 'Meu perfil',
      language: 'Idioma',
      darkTheme: 'Tema escuro',
      signOut: 'Sair',
      saved: 'Seu perfil foi salvo.',
      passwordHint: 'Deixe em branco para manter a sua senha',
    },
  },
};

export default usersPtBR;
