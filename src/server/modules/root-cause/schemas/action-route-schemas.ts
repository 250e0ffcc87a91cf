import { resolveRefs, route, sharedShapes, type JsonSchema, type RouteDescription } from '../../../route-schemas/route-schema.js';
import actionCommandBody from './action-command.body.schema.json' with { type: 'json' };
import actionCreateBody from './action-create.body.schema.json' with { type: 'json' };
import actionDuplicateBody from './action-duplicate.body.schema.json' with { type: 'json' };
import actionHistoryAnswer from './action-history.answer.schema.json' with { type: 'json' };
import actionIdParams from './action-id.params.schema.json' with { type: 'json' };
import actionPerson from './action-person.schema.json' with { type: 'json' };
import actionUpdateBody from './action-update.body.schema.json' with { type: 'json' };
import actionVerifyBody from './action-verify.body.schema.json' with { type: 'json' };
import actionView from './action-view.schema.json' with { type: 'json' };
import actionAnswer from './action.answer.schema.json' with { type: 'json' };
import actionsExportQuery from './actions-export.query.schema.json' with { type: 'json' };
import actionsAnswer from './actions.answer.schema.json' with { type: 'json' };
import actionsQuery from './actions.query.schema.json' with { type: 'json' };

const ORIGINS = ['machine', 'method', 'raw-material', 'labour', 'measure', 'environment'];

/** A list row is the action view with its effect's and cause's descriptions and the cause's origin (model.ts ActionListRow). */
function listRowOf(view: JsonSchema): JsonSchema {
  const properties = view.properties as Record<string, JsonSchema>;
  return {
    ...view,
    title: 'RcaActionListRow',
    description: 'An action of the list, with the effect and cause it belongs to.',
    properties: {
      ...properties,
      effect_description: { type: 'string' },
      cause_description: { type: 'string' },
      origin: { type: 'string', enum: ORIGINS },
    },
    required: [...(view.required as string[]), 'effect_description', 'cause_description', 'origin'],
  };
}

const shapes = sharedShapes({ 'action-person.schema.json': actionPerson, 'action-view.schema.json': actionView });
const shared = { ...shapes, 'action-list-row.schema.json': listRowOf(shapes['action-view.schema.json']!) };
const resolved = (schema: object) => resolveRefs(schema as JsonSchema, shared);
const actions = '/RCA/actions/actions';
const queries = '/RCA/queries/actions';
const answer = resolved(actionAnswer);

/** The action view's JSON Schema, for the effect analysis answer (effect-route-schemas.ts) to name the same shape. */
export const actionViewSchema = shapes['action-view.schema.json']!;

/** Route contracts of ../action-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const actionRouteSchemas = {
  createAction: route('POST', actions, 'RcaActionCreate', { body: actionCreateBody, answer }),
  updateAction: route('PUT', `${actions}/:id`, 'RcaActionUpdate', { params: actionIdParams, body: actionUpdateBody, answer }),
  actionCommand: route('POST', `${actions}/:id/command`, 'RcaActionCommand', { params: actionIdParams, body: actionCommandBody, answer }),
  verifyAction: route('POST', `${actions}/:id/verify`, 'RcaActionVerify', { params: actionIdParams, body: actionVerifyBody, answer }),
  duplicateAction: route('POST', `${actions}/:id/duplicate`, 'RcaActionDuplicate', { params: actionIdParams, body: actionDuplicateBody, answer }),
  actions: route('GET', queries, 'RcaActions', { query: actionsQuery, answer: resolved(actionsAnswer) }),
  exportActions: route('GET', `${queries}/export`, 'RcaActionsExport', { query: actionsExportQuery, answer: {}, answerMedia: 'application/octet-stream' }),
  actionHistory: route('GET', `${queries}/:id/history`, 'RcaActionHistory', { params: actionIdParams, answer: resolved(actionHistoryAnswer) }),
} satisfies Record<string, RouteDescription>;
