import type { OeeMessages } from './en-US.js';

const oeeEsES: OeeMessages = {
  oee: {
    errors: {
      tooManyBuckets: 'El período tiene más de %{max} intervalos en este nivel: elija un período más corto o un nivel mayor.',
    },
  },
};

export default oeeEsES;
