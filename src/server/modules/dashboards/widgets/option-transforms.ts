import type { ComponentType } from '../../../../domain/dashboards/components/component-types.js';
import { sanitiseTextOptions } from './widget-text-html.js';

/** What the server does to a component's valid options before they are stored (a rich text is sanitised). */
export type OptionTransform = (options: Record<string, unknown>) => Record<string, unknown>;

export const optionTransforms: Partial<Record<ComponentType, OptionTransform>> = {
  text: sanitiseTextOptions,
};
