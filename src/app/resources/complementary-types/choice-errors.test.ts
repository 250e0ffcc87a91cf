import { describe, expect, it } from 'vitest';
import { choiceErrorsOnList } from './choice-errors.js';

const required = { message: 'global.labels.requiredField', args: {} };

describe('choiceErrorsOnList', () => {
  it("moves the first choice's problem to the list of choices", () => {
    expect(choiceErrorsOnList({ code: required, options: [{}, required] })).toEqual({ code: required, options: required });
  });

  it('drops a list of choices without problems and keeps a problem of the whole list', () => {
    expect(choiceErrorsOnList({ options: [{}, {}] })).toEqual({});
    const tooMany = { message: 'validation.maxItems', args: { max: 50 } };
    expect(choiceErrorsOnList({ options: tooMany })).toEqual({ options: tooMany });
  });
});
