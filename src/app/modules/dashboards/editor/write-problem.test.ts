import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { fieldsUnder, writeProblem } from './write-problem.js';

const translate = (key: string, args?: Record<string, unknown>) =>
  `${key}${args && 'limit' in args ? `(${String(args.limit)})` : ''}${args && 'tab' in args ? `(${String(args.tab)}/${String(args.widget)})` : ''}`;

describe('writeProblem', () => {
  it("gives a widget cap's message its limit, from the data provider's error", () => {
    const error = new HttpError('ignored', 409, {
      error: {
        code: 'WIDGET_LIMIT',
        message: 'dashboards.errors.widgetLimit',
        fields: { id_tab: { key: 'dashboards.errors.widgetLimit', args: { limit: 4 } } },
        details: { limit: 4 },
      },
    });
    expect(writeProblem(error, translate, 'x')).toEqual({
      message: 'dashboards.errors.widgetLimit(4)',
      fields: { id_tab: 'dashboards.errors.widgetLimit(4)' },
    });
  });

  it("names an import's tab and widget, from a module call's error", () => {
    const error = new ApiError(400, 'POST', {
      error: {
        message: 'dashboards.errors.importWidgets',
        details: { tab: 'Output', widget: 'OEE' },
        fields: { 'tabs.0.widgets.1.options.id_frame': { key: 'validation.referenceNotFound' } },
      },
    });
    expect(writeProblem(error, translate, 'x')).toEqual({
      message: 'dashboards.errors.importWidgets(Output/OEE)',
      fields: { 'tabs.0.widgets.1.options.id_frame': 'validation.referenceNotFound' },
    });
  });

  it('falls back on the given key when nothing says more', () => {
    expect(writeProblem(new Error('boom'), translate, 'dashboards.errors.importError')).toEqual({ message: 'dashboards.errors.importError', fields: {} });
  });

  it("keeps the options form's paths", () => {
    expect(fieldsUnder({ 'options.id_frame': 'a', 'options.tags.0': 'b', title: 'c' }, 'options')).toEqual({ id_frame: 'a', 'tags.0': 'b' });
  });
});
