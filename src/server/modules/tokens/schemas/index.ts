import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import apiToken from './api-token.schema.json' with { type: 'json' };
import apiTokenCreated from './api-token-created.schema.json' with { type: 'json' };
import tokenCreateBody from './token-create.body.schema.json' with { type: 'json' };
import tokenCreatedAnswer from './token-created.answer.schema.json' with { type: 'json' };
import tokenListAnswer from './token-list.answer.schema.json' with { type: 'json' };
import tokenRevokeParams from './token-revoke.params.schema.json' with { type: 'json' };
import tokenAnswer from './token.answer.schema.json' with { type: 'json' };

/** The token shapes, also answered by the dashboards' embedding links (dashboards/schemas/embed-route-schemas.ts). */
export const tokenShapes = sharedShapes({ 'api-token.schema.json': apiToken, 'api-token-created.schema.json': apiTokenCreated });
const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, tokenShapes);

/** The token settings routes (token-routes.ts). */
export const tokenRouteSchemas = {
  tokenList: route('GET', '/CAC/entities/TOKEN', 'TokenList', { answer: resolved(tokenListAnswer) }),
  tokenCreate: route('POST', '/CAC/entities/TOKEN', 'TokenCreate', { body: tokenCreateBody, answer: resolved(tokenCreatedAnswer) }),
  tokenRevoke: route('POST', '/CAC/entities/TOKEN/:id/revoke', 'TokenRevoke', { params: tokenRevokeParams, answer: resolved(tokenAnswer) }),
};
