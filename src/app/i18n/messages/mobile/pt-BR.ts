import type enUS from './en-US.js';

const ptBR: typeof enUS = {
  mobile: {
    signin: {
      apiAddress: 'Endereço da API',
      apiAddressPlaceholder: 'https://planta.exemplo.com:8080',
    },
    qr: {
      scan: 'Ler QR code',
      title: 'Leia o QR code de acesso',
      hint: 'Aponte a câmera para o QR code fornecido pelo seu administrador.',
      cancel: 'Cancelar',
      retry: 'Tentar novamente',
      starting: 'Abrindo a câmera…',
      cameraDenied: 'O acesso à câmera foi negado. Permita o uso da câmera para este aplicativo e tente novamente.',
      cameraUnavailable: 'Não foi possível abrir nenhuma câmera neste dispositivo.',
      notFound: 'Nenhum QR code foi encontrado. Mantenha o código parado diante da câmera e tente novamente.',
      invalid: 'Este QR code não contém um endereço de acesso.',
      filled: 'Endereço da API e usuário preenchidos a partir do QR code.',
    },
    home: {
      title: 'Início',
      greeting: 'Olá, %{name}',
      unit: 'Unidade atual',
      noUnit: 'Nenhuma unidade disponível',
      shortcuts: 'Atalhos',
    },
    menu: {
      label: 'Menu principal',
      home: 'Início',
      dashboard: 'Painel',
      analysisProcess: 'Análise de processo',
    },
  },
};

export default ptBR;
