import type { OeeMessages } from './en-US.js';

const oeePtBR: OeeMessages = {
  oee: {
    errors: {
      tooManyBuckets: 'O período tem mais de %{max} intervalos neste nível: escolha um período menor ou um nível maior.',
    },
  },
};

export default oeePtBR;
