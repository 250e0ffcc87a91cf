import { nativeApiBase } from './api-base.js';

/**
 * The API address entered at sign-in in the native variant. It names the server, not the session,
 * so it outlives sign-out and is offered again at the next sign-in.
 */
const key = 'plataforma.apiAddress';

export const storedApiAddress = (): string => localStorage.getItem(key) ?? '';

/** Stores the address; from now on every call goes to it (platform-core section 7). */
export function saveApiAddress(typed: string): void {
  localStorage.setItem(key, typed.trim());
}

/** `{stored address}/{product}/`, or undefined when none (or none usable) is stored. */
export const storedApiBase = (product: string): string | undefined => nativeApiBase(storedApiAddress(), product);
