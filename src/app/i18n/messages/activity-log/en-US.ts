const enUS = {
  app: {
    activityLog: {
      from: 'From (UTC day)',
      to: 'To (UTC day)',
    },
  },
};

export default enUS;
