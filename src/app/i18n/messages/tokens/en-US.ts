/** `/settings/token`: API tokens for integrations and embedding, and the server's refusals of a token. */
const tokensEnUS = {
  tokens: {
    intro:
      'A token lets another system call this plant’s API without a password: it sends the header Authorization: Bearer followed by the token. A token can do only what its scopes allow, never more than its creator, and never manage users or tokens.',
    create: 'New token',
    empty: 'No tokens yet.',
    loadError: 'The tokens could not be loaded.',
    never: 'Never',
    read: 'Read',
    write: 'Write',
    addScope: 'Add a page',
    removeScope: 'Remove %{page}',
    noScopes: 'Add at least one page the token may use.',
    fields: {
      name: 'Name',
      scopes: 'Scopes',
      plant: 'Plant',
      created_by: 'Created by',
      created_at: 'Created at',
      expires_at: 'Expires',
      last_used_at: 'Last use',
      status: 'Status',
    },
    expiresHint: 'The token stops working at the end of this day (%{zone}).',
    status: { active: 'Active', expired: 'Expired', revoked: 'Revoked on %{date}' },
    revoke: 'Revoke',
    revokeTitle: 'Revoke the token “%{name}”?',
    revokeContent: 'Systems using it are refused from their next call. This cannot be undone.',
    revoked: 'Token revoked',
    secret: {
      title: 'Token “%{name}” created',
      warning: 'Copy the token now: it is shown only this once and cannot be read again.',
      label: 'Token',
      copy: 'Copy',
      copied: 'Token copied',
      copyError: 'The token could not be copied; select it and copy it by hand.',
      done: 'I have copied it',
    },
    errors: {
      scopesRequired: 'Add at least one page the token may use.',
      scopeShape: 'A scope must name a page with read and write set.',
      scopeForbidden: 'A token cannot be given %{menu}: tokens never manage users, profiles or tokens.',
      scopeUnknown: 'The page %{menu} cannot be granted, or is listed twice.',
      scopeEmpty: 'Choose read, write or both for %{menu}.',
      scopeBeyondCreator: 'You do not hold %{menu} yourself, so a token of yours cannot either.',
      expiryPast: 'The expiry must be in the future.',
      expiryTooFar: 'A token lasts %{days} days at most.',
    },
  },
};

export type TokensMessages = typeof tokensEnUS;
export default tokensEnUS;
