/** TV links, iframe export (`/iframe/component`) and the online TV limit: the dashboard's embed dialog, the token page's TV links, a link's page. */
const dashboardEmbedEnUS = {
  dashboards: {
    errors: {
      tvLimit:
        'TV mode limit reached: %{limit} screens of this client already show a dashboard in TV mode. Close one, or ask an administrator to raise the limit.',
    },
    embed: {
      action: 'Embed',
      title: 'Embed “%{tab}” in another page',
      intro:
        'Generate an address that shows this tab, or one of its widgets, in a frame of another site, without signing in. Anyone with the address sees what it shows, until it expires or is revoked.',
      shows: 'Shows',
      targets: { tv: 'The whole dashboard (TV)', tab: 'Tab “%{tab}”', widget: '“%{widget}” of tab “%{tab}”' },
      expiresHint: 'The link stops working at the end of this day (%{zone}).',
      generate: 'Generate',
      shownOnce: 'Copy the address now: it is shown only this once. Renew the link to get a new one.',
      url: 'Address',
      snippet: 'HTML to paste in the other page',
      copy: 'Copy',
      copiedUrl: 'Address copied',
      copiedSnippet: 'HTML copied',
      links: 'Links of this dashboard',
      noLinks: 'This dashboard has no links.',
      renew: 'Renew',
      revoked: 'Link revoked',
      revokeTitle: 'Revoke this link?',
      revokeContent: 'Pages and screens using it stop showing the dashboard at their next refresh. This cannot be undone.',
      linkEnded: 'This link has expired or was revoked. Ask for a new one.',
      linkForbidden: 'This link cannot show its dashboard any more: the dashboard was removed or its author can no longer see it.',
      loadError: 'The dashboard could not be loaded. Trying again in a few minutes.',
      appTabNotOnLink: 'This tab shows a page of the signed-in app, which a link cannot show. Open the dashboard in the app to see it.',
      errors: {
        generate: 'The link could not be generated. Try again.',
        renew: 'The link could not be renewed. Try again.',
        revoke: 'The link could not be revoked. Try again.',
        copy: 'The text could not be copied: select it and copy it by hand.',
        load: 'The links of this dashboard could not be loaded.',
        tvWholeDashboard: 'A TV link shows the whole dashboard: do not choose a tab or widget.',
        notInDashboard: 'This is not part of the dashboard.',
        managerOnly: 'A widget shown only to dashboard managers cannot be embedded.',
      },
    },
  },
  tokens: {
    fields: { kind: 'Use', access: 'Scopes or dashboard', dashboard: 'Dashboard' },
    kinds: { api: 'Integration', tv: 'TV link', iframe: 'Iframe export' },
    tvLink: {
      create: 'New TV link',
      intro:
        'A TV link shows a dashboard on a wall screen without signing in, its tabs cycling. Anyone with the address sees the dashboard until the link expires or is revoked.',
      noDashboards: 'The selected unit has no dashboards.',
      createdTitle: 'TV link “%{name}” created',
      shownOnce: 'Copy the address now: it is shown only this once. Open it on the screen’s browser.',
    },
  },
};

export type DashboardEmbedMessages = typeof dashboardEmbedEnUS;
export default dashboardEmbedEnUS;
