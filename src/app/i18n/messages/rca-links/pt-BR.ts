import type { RcaLinksMessages } from './en-US.js';

const rcaLinksPtBR: RcaLinksMessages = {
  rcaLinks: {
    analysis: 'Análise nº %{id} · %{status}',
    analyse: 'Analisar causa raiz',
    column: 'Causa raiz',
  },
};

export default rcaLinksPtBR;
