import { resolveRefs, route, sharedShapes, type RouteDescription } from '../../../route-schemas/route-schema.js';
import stopAnnulBody from './stop-annul.body.schema.json' with { type: 'json' };
import stopAnswer from './stop.answer.schema.json' with { type: 'json' };
import stopCreateBody from './stop-create.body.schema.json' with { type: 'json' };
import stopHistoryAnswer from './stop-history.answer.schema.json' with { type: 'json' };
import stopIdParams from './stop-id.params.schema.json' with { type: 'json' };
import stop from './stop.schema.json' with { type: 'json' };
import stopSplitAnswer from './stop-split.answer.schema.json' with { type: 'json' };
import stopSplitBody from './stop-split.body.schema.json' with { type: 'json' };
import stopUpdateBody from './stop-update.body.schema.json' with { type: 'json' };
import stopsApproveBody from './stops-approve.body.schema.json' with { type: 'json' };
import stopsChangedAnswer from './stops-changed.answer.schema.json' with { type: 'json' };
import stopsListAnswer from './stops-list.answer.schema.json' with { type: 'json' };
import stopsListQuery from './stops-list.query.schema.json' with { type: 'json' };
import stopsResendBody from './stops-resend.body.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'stop.schema.json': stop });
const answer = (schema: object) => resolveRefs(schema as Record<string, unknown>, shared);
const queries = '/EM/queries/stops';
const actions = '/EM/actions/stops';

/** Route contracts of stop-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const stopRouteSchemas = {
  stopsList: route('GET', queries, 'StopsList', { query: stopsListQuery, answer: answer(stopsListAnswer) }),
  stopHistory: route('GET', `${queries}/:id/history`, 'StopHistory', { params: stopIdParams, answer: stopHistoryAnswer }),
  stopCreate: route('POST', actions, 'StopCreate', { body: stopCreateBody, answer: answer(stopAnswer) }),
  stopUpdate: route('PUT', `${actions}/:id`, 'StopUpdate', { params: stopIdParams, body: stopUpdateBody, answer: answer(stopAnswer) }),
  stopSplit: route('POST', `${actions}/:id/split`, 'StopSplit', { params: stopIdParams, body: stopSplitBody, answer: answer(stopSplitAnswer) }),
  stopAnnul: route('POST', `${actions}/:id/annul`, 'StopAnnul', { params: stopIdParams, body: stopAnnulBody, answer: answer(stopAnswer) }),
  stopEnable: route('POST', `${actions}/:id/enable`, 'StopEnable', { params: stopIdParams, body: stopAnnulBody, answer: answer(stopAnswer) }),
  stopsApprove: route('POST', `${actions}/approve`, 'StopsApprove', { body: stopsApproveBody, answer: stopsChangedAnswer }),
  stopsResend: route('POST', `${actions}/resend`, 'StopsResend', { body: stopsResendBody, answer: stopsChangedAnswer }),
} satisfies Record<string, RouteDescription>;
