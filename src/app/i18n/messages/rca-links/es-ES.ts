import type { RcaLinksMessages } from './en-US.js';

const rcaLinksEsES: RcaLinksMessages = {
  rcaLinks: {
    analysis: 'Análisis n.º %{id} · %{status}',
    analyse: 'Analizar causa raíz',
    column: 'Causa raíz',
  },
};

export default rcaLinksEsES;
