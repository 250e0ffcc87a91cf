import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import { embedRouteSchemas } from './embed-route-schemas.js';
import dashboardDefinition from './dashboard-definition.schema.json' with { type: 'json' };
import exportDashboardAnswer from './export-dashboard.answer.schema.json' with { type: 'json' };
import exportDashboardParams from './export-dashboard.params.schema.json' with { type: 'json' };
import importDashboardAnswer from './import-dashboard.answer.schema.json' with { type: 'json' };
import importDashboardBody from './import-dashboard.body.schema.json' with { type: 'json' };
import hmiDataAnswer from './hmi-data.answer.schema.json' with { type: 'json' };
import hmiDataBody from './hmi-data.body.schema.json' with { type: 'json' };
import powerBiEmbedAnswer from './powerbi-embed.answer.schema.json' with { type: 'json' };
import powerBiEmbedParams from './powerbi-embed.params.schema.json' with { type: 'json' };
import tabDataAnswer from './tab-data.answer.schema.json' with { type: 'json' };
import tabDataBody from './tab-data.body.schema.json' with { type: 'json' };
import imageUploadAnswer from './image-upload.answer.schema.json' with { type: 'json' };
import imageReadParams from './image-read.params.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'dashboard-definition.schema.json': dashboardDefinition });

/** Route contracts of the dashboards module (../README.md). */
export const dashboardRouteSchemas = {
  ...embedRouteSchemas,
  tabData: route('POST', '/GDV/queries/tab-data', 'DashboardTabData', { body: tabDataBody, answer: tabDataAnswer }),
  hmiData: route('POST', '/GDV/queries/hmi-data', 'HmiData', { body: hmiDataBody, answer: hmiDataAnswer }),
  powerBiEmbed: route('GET', '/GDV/queries/powerbi-embed/:id_visao', 'PowerBiEmbed', { params: powerBiEmbedParams, answer: powerBiEmbedAnswer }),
  imageUpload: route('POST', '/GDV/actions/images', 'DashboardImageUpload', { answer: imageUploadAnswer, bodyMedia: 'multipart/form-data' }),
  imageRead: route('GET', '/GDV/queries/images/:id', 'DashboardImageRead', { params: imageReadParams, answer: {}, answerMedia: 'application/octet-stream' }),
  exportDashboard: route('GET', '/GDV/queries/export-dashboard/:id_visao', 'ExportDashboard', {
    params: exportDashboardParams,
    answer: resolveRefs(exportDashboardAnswer, shared),
  }),
  importDashboard: route('POST', '/GDV/actions/import-dashboard', 'ImportDashboard', {
    body: resolveRefs(importDashboardBody, shared),
    answer: importDashboardAnswer,
  }),
};
