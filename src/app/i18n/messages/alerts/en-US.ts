/** Alerts: the bell, the pop-up, the alert dialog with chat, cause and notify, the alerts page, the condition form. */
const alertsEnUS = {
  alert: {
    notificationSent: 'The users were notified.',
  },
  alerts: {
    bell: {
      title: 'Alerts',
      unread: '%{smart_count} unread alert |||| %{smart_count} unread alerts',
      empty: 'There are no alerts.',
      seeAll: 'See all alerts',
      unreadMark: 'Unread',
    },
    popup: {
      show: 'Show',
      close: 'Close',
    },
    dialog: {
      title: 'Alert',
      previous: 'Previous alert',
      next: 'Next alert',
      close: 'Close',
      raisedAt: 'Raised',
      message: 'Message',
      viewedBy: 'Viewed by',
      nobodyYet: 'Nobody has viewed this alert yet.',
      moreViewers: '%{smart_count} more viewer |||| %{smart_count} more viewers',
      position: '%{current} of %{total}',
    },
    chat: {
      title: 'Comments',
      placeholder: 'Write a comment',
      send: 'Send',
      empty: 'There are no comments yet.',
      failed: 'The comments could not be loaded or sent. They are read again shortly.',
    },
    cause: {
      title: 'Cause',
      placeholder: 'Describe the cause of this alert',
      save: 'Save the cause',
      saved: 'The cause was saved.',
    },
    notify: {
      title: 'Notify users',
      users: 'Users to notify',
      send: 'Notify',
    },
    list: {
      title: 'Operational alerts',
      from: 'From',
      to: 'Until',
      group: 'Alert group',
      readState: 'Reading',
      all: 'All',
      read: 'Read',
      unread: 'Unread',
      empty: 'There are no alerts for these filters.',
      invalidPeriod: 'The first day cannot be after the last one.',
      notRecipient: 'Not sent to you',
    },
    fields: {
      title: 'Title',
      message: 'Message template',
      group: 'Alert group',
      popup: 'Show as a pop-up',
      redirect: 'Lead to the stopping point',
      frame: 'Event',
      users: 'Users',
      description: 'Description',
    },
    condition: {
      title: 'Raising condition',
      help: 'The alert is raised when a value of the tag arrives that meets the condition.',
      tag: 'Tag',
      operator: 'Operator',
      threshold: 'Value',
      operators: {
        gt: 'greater than',
        lt: 'less than',
        gte: 'greater than or equal to',
        lte: 'less than or equal to',
        eq: 'equal to',
        ne: 'different from',
      },
      errors: {
        operator: 'Choose one of the operators %{operators}.',
        threshold: 'Enter a number, with a point as the decimal separator.',
      },
    },
    permissions: {
      createNeeded: 'You need the create permission on operational alerts to do this.',
    },
    errors: {
      inactive: 'This alert is not active.',
      timestamp: 'Enter a date and time with Z or an offset, such as 2026-03-01T08:00:00Z.',
      endBeforeStart: 'The end must come after the start.',
      alertMismatch: 'This alert movement belongs to another alert.',
      notUnitUser: 'This user has no access to the unit.',
    },
  },
};

export type AlertsMessages = typeof alertsEnUS;
export default alertsEnUS;
