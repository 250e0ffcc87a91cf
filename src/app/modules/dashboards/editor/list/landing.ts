/** What the list needs of a dashboard view. */
export interface LandingCandidate {
  id_visao: number;
  initial_page?: boolean | null;
}

/**
 * The dashboard a user lands on when opening `/dashboard`: the first visible one (by id) marked as the initial page,
 * unless they asked for the list itself (`?all`).
 */
export function landingView(views: readonly LandingCandidate[], search: string): number | undefined {
  if (new URLSearchParams(search).has('all')) return undefined;
  return [...views].sort((a, b) => a.id_visao - b.id_visao).find((view) => view.initial_page === true)?.id_visao;
}
