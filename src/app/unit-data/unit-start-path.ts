/**
 * Where choosing a unit leads (platform-core sections 2 and 4, "goes to `/`"): `/` resolves to the
 * unit's configured initial page for this user, so go there directly; without one, `/`, which the
 * app sends to the default page.
 */
export function unitStartPath(unit: { initial_page?: string | null } | undefined): string {
  const page = unit?.initial_page?.trim();
  return page && page.startsWith('/') && !page.startsWith('//') ? page : '/';
}
