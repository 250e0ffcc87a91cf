import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import sessionAnswer from './session.answer.schema.json' with { type: 'json' };
import sessionUnit from './session-unit.schema.json' with { type: 'json' };
import signInAnswer from './sign-in.answer.schema.json' with { type: 'json' };
import signInBody from './sign-in.body.schema.json' with { type: 'json' };
import signOutAnswer from './sign-out.answer.schema.json' with { type: 'json' };
import ssoDomainAnswer from './sso-domain.answer.schema.json' with { type: 'json' };
import ssoDomainQuery from './sso-domain.query.schema.json' with { type: 'json' };
import ssoSignInBody from './sso-sign-in.body.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'session-unit.schema.json': sessionUnit });
const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, shared);

/** Sign-in, sign-out, the session and single sign-on (auth-routes.ts, sso-routes.ts). */
export const authRouteSchemas = {
  signIn: route('POST', '/CAC/actions/login', 'SignIn', { body: signInBody, answer: resolved(signInAnswer) }),
  signOut: route('POST', '/CAC/actions/logout', 'SignOut', { answer: resolved(signOutAnswer) }),
  session: route('GET', '/CAC/queries/session', 'Session', { answer: resolved(sessionAnswer) }),
  ssoDomain: route('GET', '/ADFS/queries/DOMAIN', 'SsoDomain', { query: ssoDomainQuery, answer: resolved(ssoDomainAnswer) }),
  ssoSignIn: route('POST', '/CAC/actions/loginADFS', 'SsoSignIn', { body: ssoSignInBody, answer: resolved(signInAnswer) }),
};
