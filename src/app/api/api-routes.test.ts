/** Type-level checks (verified by `npm run typecheck`): a route's answer type comes from its path. */
import { describe, expectTypeOf, it } from 'vitest';
import type { AccessMap } from '../../domain/navigation/filter-menu.js';
import type { SessionUser } from '../auth/session-store.js';
import type { Payload } from '../data/useHttpClient.js';
import type { AnswerOf, ContractAnswer, SessionAnswer } from './api-routes.js';

describe('the route table', () => {
  it('types a known path, also one with an id in it', () => {
    expectTypeOf<AnswerOf<'CAC/queries/session'>>().toEqualTypeOf<SessionAnswer>();
    expectTypeOf<AnswerOf<'EST/queries/setNewContractDate'>>().toEqualTypeOf<ContractAnswer>();
    expectTypeOf<AnswerOf<'CAC/entities/USUARIO/7'>['data']>().toExtend<SessionUser>();
  });

  it('answers unknown for a path it does not know, which the caller must narrow', () => {
    expectTypeOf<AnswerOf<'MES/queries/nothing'>>().toBeUnknown();
    expectTypeOf<AnswerOf<string>>().toBeUnknown();
  });

  it('gives the http client the payload inside `{data}`', () => {
    expectTypeOf<Payload<AnswerOf<'CAC/entities/USUARIO/7'>>>().toExtend<SessionUser>();
    expectTypeOf<Payload<AnswerOf<'INT/actions/uploadFile'>>['name']>().toEqualTypeOf<string>();
    expectTypeOf<Payload<AnswerOf<'CAC/queries/accessControl'>>>().toExtend<AccessMap>();
  });
});
