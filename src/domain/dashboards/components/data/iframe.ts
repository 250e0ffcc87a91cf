/**
 * The iframe component's data: null while its address's origin is still allowed by the client's parameters (the
 * server refuses the widget with `dashboards.errors.iframeOriginNotAllowed` otherwise; widget-data/iframe.ts).
 */
export type IframeData = null;
