import { route } from '../../../route-schemas/route-schema.js';
import elementsTreeAnswer from './elements-tree.answer.schema.json' with { type: 'json' };
import movePlantAnswer from './move-plant.answer.schema.json' with { type: 'json' };
import movePlantBody from './move-plant.body.schema.json' with { type: 'json' };

/** The elements tree routes (tree-routes.ts). */
export const elementsTreeRouteSchemas = {
  elementsTree: route('GET', '/EST/queries/elementsTree', 'ElementsTree', { answer: elementsTreeAnswer }),
  movePlant: route('PUT', '/EST/actions/movePlant', 'MovePlant', { body: movePlantBody, answer: movePlantAnswer }),
};
