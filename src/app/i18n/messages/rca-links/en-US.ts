/** The links from a stop or an SPC violation to its root-cause analysis (src/server/modules/root-cause/README.md, Links to stops and SPC). */
const rcaLinksEnUS = {
  rcaLinks: {
    analysis: 'Analysis #%{id} · %{status}',
    analyse: 'Analyse root cause',
    column: 'Root cause',
  },
};

export type RcaLinksMessages = typeof rcaLinksEnUS;
export default rcaLinksEnUS;
