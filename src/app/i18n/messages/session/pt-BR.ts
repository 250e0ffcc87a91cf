import type { SessionMessages } from './en-US.js';

const sessionPtBR: SessionMessages = {
  auth: {
    signin: {
      attemptCount: 'Tentativa %{count}:',
    },
    password: {
      current: 'Senha atual',
      currentHint: 'Necessária para definir uma nova senha',
      currentWrong: 'A senha atual não está correta.',
    },
    changePassword: {
      title: 'Escolha uma nova senha',
      forced: 'Você precisa trocar sua senha antes de continuar.',
      tooShort: 'Sua senha atual tem menos de 12 caracteres, o mínimo exigido agora. Escolha uma nova senha.',
      newPassword: 'Nova senha',
      confirmPassword: 'Confirme a nova senha',
      comparePassword: 'As senhas não conferem',
      generate: 'Gerar senha',
      generated: 'Uma senha forte foi gerada. Guarde-a em um lugar seguro antes de salvar.',
      show: 'Mostrar a senha',
      hide: 'Ocultar a senha',
      rules: 'No mínimo 12 caracteres, com uma letra maiúscula, uma minúscula, um número e um símbolo.',
      save: 'Salvar senha',
      saved: 'Sua senha foi alterada.',
    },
    consent: {
      title: 'Uso dos seus dados pessoais',
      text: 'Para usar a plataforma, armazenamos seu nome, e-mail e foto e os mostramos às pessoas com quem você trabalha. Você permite?',
      allow: 'Permitir',
      deny: 'Não permitir',
      confirmTitle: 'Não permitir o uso dos seus dados?',
      confirmText:
        'Sem o seu consentimento não é possível usar a plataforma: seu usuário será desativado e você sairá do sistema. Um administrador pode ativá-lo novamente.',
      confirmDeny: 'Desativar e sair',
      back: 'Voltar',
    },
  },
  global: {
    labels: {
      validatePassword: {
        commonPassword: 'Esta senha é muito comum ou fácil de adivinhar. Escolha outra.',
      },
    },
  },
};

export default sessionPtBR;
