import { useMemo } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useLocale, useTranslate } from 'react-admin';
import { isComponentType, type WidgetComponent } from '../../../../../domain/dashboards/components/component-types.js';
import { optionRules } from '../../../../../domain/dashboards/components/option-rules/index.js';
import { componentOptions } from '../../../../../domain/dashboards/components/options/index.js';
import { FramePickerWidget } from './FramePickerWidget.js';
import { localiseOptions, mergeUi, type UiNode } from './localise-options.js';
import { optionsUiSchema } from './options-ui-schema.js';
import { TagPickerWidget } from './TagPickerWidget.js';

const noOptions = { type: 'object', properties: {}, additionalProperties: false };
const pickers = { tag: TagPickerWidget, frame: FramePickerWidget };

/**
 * The options form of a component type in the user's language: its schema (`options/<type>.schema.json`, the one the
 * server checks with), labels at every depth, the tag and event pickers by the naming rule, and the translated
 * problems of its extra rules (`option-rules/`) for the options given.
 */
export function useOptionsForm(component: WidgetComponent, options: Record<string, unknown>) {
  const locale = useLocale();
  const translate = useTranslate();
  const form = useMemo(() => {
    const definition = isComponentType(component) ? componentOptions[component] : undefined;
    const schema = definition?.schema ?? noOptions;
    const localised = localiseOptions(schema, definition?.i18n[locale]);
    const uiSchema = mergeUi(localised.uiSchema, optionsUiSchema(schema, pickers) as UiNode);
    const fields = Object.keys((schema as { properties?: object }).properties ?? {}).length;
    return { schema: localised.schema as RJSFSchema, uiSchema: uiSchema as UiSchema, empty: fields === 0 };
  }, [component, locale]);
  const ruleErrors = useMemo(() => {
    const rule = isComponentType(component) ? optionRules[component] : undefined;
    const problems = rule?.(options) ?? {};
    return Object.fromEntries(Object.entries(problems).map(([path, problem]) => [path, translate(problem.key, { _: problem.key, ...problem.args })]));
  }, [component, options, translate]);
  return { ...form, ruleErrors };
}
