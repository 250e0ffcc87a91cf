import type { EmbedLink } from './embed-api.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a link shows, in words: the whole dashboard (a TV link), a tab, or a tab's widget. */
export function linkTarget(link: Pick<EmbedLink, 'embed_kind' | 'tab_description' | 'widget_title' | 'id_tab' | 'id_widget'>, translate: Translate): string {
  if (link.embed_kind === 'tv') return translate('dashboards.embed.targets.tv');
  const tab = link.tab_description ?? `#${link.id_tab}`;
  if (link.id_widget === null) return translate('dashboards.embed.targets.tab', { tab });
  return translate('dashboards.embed.targets.widget', { tab, widget: link.widget_title ?? `#${link.id_widget}` });
}
