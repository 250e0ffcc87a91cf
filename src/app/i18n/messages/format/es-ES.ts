const formatEsES = {
  format: {
    timesIn: 'Horas en %{zone}',
  },
};

export default formatEsES;
