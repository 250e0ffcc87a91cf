import { route } from '../../../route-schemas/route-schema.js';
import alertIdParams from './alert-id.params.schema.json' with { type: 'json' };
import alertRequestBody from './alert-request.body.schema.json' with { type: 'json' };
import alertAnswer from './alert.answer.schema.json' with { type: 'json' };
import feedReadParams from './feed-read.params.schema.json' with { type: 'json' };
import feedReadQuery from './feed-read.query.schema.json' with { type: 'json' };
import feedParams from './feed.params.schema.json' with { type: 'json' };
import movementsAnswer from './movements.answer.schema.json' with { type: 'json' };

const post = { body: alertRequestBody, answer: alertAnswer };

/** The alert routes (routes/alerts.ts); the rules check each body field and answer its field key. */
export const alertRouteSchemas = {
  raise: route('POST', '/ALE/actions/raise', 'AlertRaise', post),
  feed: route('GET', '/ALE/queries/lastNotifications/:userId', 'AlertFeed', { params: feedParams, answer: alertAnswer }),
  feedRead: route('GET', '/ALE/queries/updateAlertReadByUser/:id_mvu', 'AlertFeedRead', { params: feedReadParams, query: feedReadQuery, answer: alertAnswer }),
  movement: route('GET', '/ALE/entities/ALEMOV/:id', 'AlertMovement', { params: alertIdParams, answer: alertAnswer }),
  chat: route('GET', '/ALE/entities/MENSAGEM/:id', 'AlertChat', { params: alertIdParams, answer: alertAnswer }),
  chatPost: route('POST', '/ALE/entities/MENSAGEM', 'AlertChatPost', post),
  cause: route('POST', '/ALE/queries/insertCause', 'AlertCause', post),
  notify: route('POST', '/ALE/queries/notifyUsers', 'AlertNotify', post),
  movements: route('GET', '/ALE/queries/movements', 'AlertMovements', { query: { type: 'object' }, answer: movementsAnswer }),
};
