import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import { tokenShapes } from '../../tokens/schemas/index.js';
import embedAnswer from './embed.answer.schema.json' with { type: 'json' };
import embedLinkCreateBody from './embed-link-create.body.schema.json' with { type: 'json' };
import embedLinkCreatedAnswer from './embed-link-created.answer.schema.json' with { type: 'json' };
import embedLinkRenewBody from './embed-link-renew.body.schema.json' with { type: 'json' };
import embedLinkParams from './embed-link.params.schema.json' with { type: 'json' };
import embedLinkAnswer from './embed-link.answer.schema.json' with { type: 'json' };
import embedLinksAnswer from './embed-links.answer.schema.json' with { type: 'json' };
import embedLinksQuery from './embed-links.query.schema.json' with { type: 'json' };
import tvHeartbeatAnswer from './tv-heartbeat.answer.schema.json' with { type: 'json' };
import tvLeaveAnswer from './tv-leave.answer.schema.json' with { type: 'json' };
import tvScreenBody from './tv-screen.body.schema.json' with { type: 'json' };

/** A link is a dashboard-bound API token: the token page's own shapes (tokens/schemas). */
const withTokenShapes = (schema: object) => resolveRefs(schema as Record<string, unknown>, tokenShapes);

/** TV links, iframe exports and the online TV count (embed-*.ts, tv-*.ts). */
export const embedRouteSchemas = {
  embed: route('GET', '/GDV/queries/embed', 'DashboardEmbed', { answer: resolveRefs(embedAnswer, {}) }),
  embedLinks: route('GET', '/GDV/queries/embed-links', 'DashboardEmbedLinks', { query: embedLinksQuery, answer: withTokenShapes(embedLinksAnswer) }),
  embedLinkCreate: route('POST', '/GDV/actions/embed-links', 'DashboardEmbedLinkCreate', {
    body: embedLinkCreateBody,
    answer: withTokenShapes(embedLinkCreatedAnswer),
  }),
  embedLinkRenew: route('POST', '/GDV/actions/embed-links/:id/renew', 'DashboardEmbedLinkRenew', {
    params: embedLinkParams,
    body: embedLinkRenewBody,
    answer: withTokenShapes(embedLinkCreatedAnswer),
  }),
  embedLinkRevoke: route('POST', '/GDV/actions/embed-links/:id/revoke', 'DashboardEmbedLinkRevoke', {
    params: embedLinkParams,
    answer: withTokenShapes(embedLinkAnswer),
  }),
  tvHeartbeat: route('POST', '/GDV/actions/tv-heartbeat', 'DashboardTvHeartbeat', { body: tvScreenBody, answer: tvHeartbeatAnswer }),
  tvLeave: route('POST', '/GDV/actions/tv-leave', 'DashboardTvLeave', { body: tvScreenBody, answer: tvLeaveAnswer }),
};
