import { resolveRefs, sharedShapes, type JsonSchema } from '../../../route-schemas/route-schema.js';
import actionPerson from './action-person.schema.json' with { type: 'json' };
import actionView from './action-view.schema.json' with { type: 'json' };
import causeView from './cause-view.schema.json' with { type: 'json' };
import effectView from './effect-view.schema.json' with { type: 'json' };
import historyValue from './history-value.schema.json' with { type: 'json' };
import person from './person.schema.json' with { type: 'json' };
import whyView from './why-view.schema.json' with { type: 'json' };

/**
 * The effect analysis's shapes, resolved once: every route that answers one sends the same object, so the
 * type generator names it once. The actions of an analysis are the action routes' RcaAction (action-view.schema.json).
 */
const shapes = sharedShapes({
  'person.schema.json': person,
  'history-value.schema.json': historyValue,
  'why-view.schema.json': whyView,
  'cause-view.schema.json': causeView,
  'effect-view.schema.json': effectView,
});

const actionShapes = sharedShapes({ 'action-person.schema.json': actionPerson, 'action-view.schema.json': actionView });
const effectActions: JsonSchema = { type: 'array', items: actionShapes['action-view.schema.json'] };

export const resolvedRca = (schema: object): JsonSchema => resolveRefs(schema as JsonSchema, { ...shapes, 'effect-actions.schema.json': effectActions });
