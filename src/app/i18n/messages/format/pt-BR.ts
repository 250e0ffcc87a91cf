const formatPtBR = {
  format: {
    timesIn: 'Horários em %{zone}',
  },
};

export default formatPtBR;
