const storageKey = 'plataforma.tvScreen';

const randomId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `tv-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
};

/**
 * This browser tab's screen id for the online TV count: random, kept in sessionStorage so a reload stays the
 * same screen (never a second place) while another tab or window is another screen.
 */
export function tvScreenId(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  const stored = storage.getItem(storageKey);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  storage.setItem(storageKey, id);
  return id;
}
