/** A host's branding as `GET /{product}/config/{key}` answers it (platform-core section 3). */
export interface HostBranding {
  title: string;
  color: string;
  favicon?: string;
  logo?: string;
  logo_white?: string;
  /** The same as logo_white, under the spelling some clients read. */
  logoWhite?: string;
}

export const defaultBranding: HostBranding = { title: 'Plataforma', color: '#1890ff' };

/** A stored branding record (or none) as the answer: defaults for what it lacks, both logo spellings. */
export function brandingAnswer(record: Record<string, unknown> | undefined): HostBranding {
  const text = (name: string) => (typeof record?.[name] === 'string' && record[name] !== '' ? (record[name] as string) : undefined);
  const logoWhite = text('logo_white') ?? text('logoWhite');
  return {
    title: text('title') ?? defaultBranding.title,
    color: text('color') ?? defaultBranding.color,
    ...(text('favicon') ? { favicon: text('favicon') } : {}),
    ...(text('logo') ? { logo: text('logo') } : {}),
    ...(logoWhite ? { logo_white: logoWhite, logoWhite } : {}),
  };
}
