import type { IframeData } from '../../../../domain/dashboards/components/data/iframe.js';
import { isIframeUrlAllowed } from '../../../../domain/dashboards/content/iframe-origin.js';
import { ApiError } from '../../../core/api-error.js';
import { clientIframeOrigins, IFRAME_ORIGIN_NOT_ALLOWED } from '../widgets/widget-iframe-origin.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/**
 * The iframe component: its page shows only while the client's parameters still allow its origin (checked again on
 * every read, since an administrator may have removed it after the widget was saved); else the widget's error.
 */
export const iframeData: WidgetDataProvider = async (ctx, options): Promise<IframeData> => {
  if (!isIframeUrlAllowed(options.url, await clientIframeOrigins(ctx.db, ctx.catalog, ctx.clientId)))
    throw new ApiError(403, 'IFRAME_ORIGIN_NOT_ALLOWED', IFRAME_ORIGIN_NOT_ALLOWED);
  return null;
};
