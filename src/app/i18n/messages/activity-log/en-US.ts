const enUS = {
  app: {
    activityLog: {
      from: 'From (plant day)',
      to: 'To (plant day)',
    },
  },
};

export default enUS;
