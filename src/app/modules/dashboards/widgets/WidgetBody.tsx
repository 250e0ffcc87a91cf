import { Alert, Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isComponentType } from '../../../../domain/dashboards/components/component-types.js';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import { dashboardComponents } from '../components/registry.js';
import type { WidgetDataAnswer } from '../data/tab-data-api.js';

type Widget = Pick<RecordOf<'dashboard-widgets'>, 'component' | 'options'>;

export interface WidgetBodyProps {
  widget: Widget | undefined;
  /** The widget's entry in the tab's batched data; undefined while the first load runs. */
  answer: WidgetDataAnswer | undefined;
  width: number;
  height: number;
}

/** What a widget's frame shows: its component's renderer over its data, its data's error, or nothing for an empty widget. */
export function WidgetBody({ widget, answer, width, height }: WidgetBodyProps) {
  const translate = useTranslate();
  const component = widget?.component;
  if (!isComponentType(component)) return null;
  if (answer?.error)
    return (
      <Alert severity="warning" data-widget-state="error">
        {translate(answer.error.key, answer.error.args ?? {})}
      </Alert>
    );
  if (!answer) return <LinearProgress data-testid="widget-loading" data-widget-state="loading" />;
  const { Renderer } = dashboardComponents[component];
  return (
    <Box data-widget-state="ready" sx={{ height: '100%', overflow: 'hidden' }}>
      <Renderer options={widget?.options ?? {}} data={answer.data} width={width} height={height} />
    </Box>
  );
}
