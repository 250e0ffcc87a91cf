import { route } from '../../../route-schemas/route-schema.js';
import alertIdParams from './alert-id.params.schema.json' with { type: 'json' };
import causeAnswer from './cause.answer.schema.json' with { type: 'json' };
import causeBody from './cause.body.schema.json' with { type: 'json' };
import chatPostAnswer from './chat-post.answer.schema.json' with { type: 'json' };
import chatPostBody from './chat-post.body.schema.json' with { type: 'json' };
import chatAnswer from './chat.answer.schema.json' with { type: 'json' };
import feedReadAnswer from './feed-read.answer.schema.json' with { type: 'json' };
import feedReadParams from './feed-read.params.schema.json' with { type: 'json' };
import feedReadQuery from './feed-read.query.schema.json' with { type: 'json' };
import feedAnswer from './feed.answer.schema.json' with { type: 'json' };
import feedParams from './feed.params.schema.json' with { type: 'json' };
import movementAnswer from './movement.answer.schema.json' with { type: 'json' };
import movementsAnswer from './movements.answer.schema.json' with { type: 'json' };
import notifyAnswer from './notify.answer.schema.json' with { type: 'json' };
import notifyBody from './notify.body.schema.json' with { type: 'json' };
import raiseAnswer from './raise.answer.schema.json' with { type: 'json' };
import raiseBody from './raise.body.schema.json' with { type: 'json' };

/** The alert routes (alert-routes.ts); the rules check each body field and answer its field key. */
export const alertRouteSchemas = {
  raise: route('POST', '/ALE/actions/raise', 'AlertRaise', { body: raiseBody, answer: raiseAnswer }),
  feed: route('GET', '/ALE/queries/lastNotifications/:userId', 'AlertFeed', { params: feedParams, answer: feedAnswer }),
  feedRead: route('GET', '/ALE/queries/updateAlertReadByUser/:id_mvu', 'AlertFeedRead', {
    params: feedReadParams,
    query: feedReadQuery,
    answer: feedReadAnswer,
  }),
  movement: route('GET', '/ALE/entities/ALEMOV/:id', 'AlertMovement', { params: alertIdParams, answer: movementAnswer }),
  chat: route('GET', '/ALE/entities/MENSAGEM/:id', 'AlertChat', { params: alertIdParams, answer: chatAnswer }),
  chatPost: route('POST', '/ALE/entities/MENSAGEM', 'AlertChatPost', { body: chatPostBody, answer: chatPostAnswer }),
  cause: route('POST', '/ALE/queries/insertCause', 'AlertCause', { body: causeBody, answer: causeAnswer }),
  notify: route('POST', '/ALE/queries/notifyUsers', 'AlertNotify', { body: notifyBody, answer: notifyAnswer }),
  movements: route('GET', '/ALE/queries/movements', 'AlertMovements', { query: { type: 'object' }, answer: movementsAnswer }),
};
