/** Single sign-on on the sign-in screen (platform-core sections 2, 4 and 8). */
const ssoEnUS = {
  auth: {
    sso: {
      button: 'Sign in with single sign-on',
      or: 'or',
      busy: 'Signing in with single sign-on',
      refused: 'Your organisation account is not linked to a user of this platform, or its sign-in was refused.',
      resourceRequired: 'Resource is required: the single sign-on settings of this domain lack the provider address or the client id.',
      interactionInProgress: 'Acquire token interactive is already in progress: wait for the single sign-on already under way.',
      popupWindowNull: 'Popup window is null: the browser blocked or closed the sign-in window. Allow it and try again.',
      claimsInQuery: 'Claims cannot be passed as an extra query parameter.',
      invalidState: 'Invalid state: this single sign-on answer does not match a sign-in started here, or it was already used. Please sign in again.',
      invalidIdToken: 'Invalid ID token: the identity provider sent a token that is not for this application.',
      nonceMismatch: 'Nonce mismatch: the identity token does not belong to this sign-in. Please sign in again.',
      userLoginRequired: 'User login is required: sign in at your identity provider and try again.',
      userInfoUnavailable: 'User information is not available: the identity provider did not send your user name.',
      timeout: 'Token renewal operation failed due to timeout: the identity provider did not answer in time. Please try again.',
      providerError: 'The identity provider refused the sign-in.',
      settingsUnavailable: 'The single sign-on settings of this domain could not be loaded.',
      invalidHashToken: 'The sign-in link is not valid or has expired.',
    },
  },
};

export default ssoEnUS;
export type SsoMessages = typeof ssoEnUS;
