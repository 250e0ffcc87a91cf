import { useState } from 'react';
import { product } from '../config/branding.js';
import { mobileMode } from './runtime-mode.js';
import { nativeApiBase } from './api-base.js';
import { saveApiAddress, storedApiAddress } from './api-address-store.js';

/**
 * The sign-in form's API address in the native variant: required (auth.signin.apiUrl), offered
 * again from storage, and stored by `ready()` just before the first call so that every call uses it.
 * Outside the native variant `enabled` is false and `ready()` always true.
 */
export function useApiAddress() {
  const [enabled] = useState(mobileMode);
  const [address, setAddress] = useState(() => (enabled ? storedApiAddress() : ''));
  const [touched, setTouched] = useState(false);
  const usable = !enabled || nativeApiBase(address, product) !== undefined;

  function ready(): boolean {
    setTouched(true);
    if (!enabled) return true;
    if (usable) saveApiAddress(address);
    return usable;
  }

  return {
    enabled,
    address,
    setAddress,
    ready,
    missing: touched && !usable,
    touch: () => setTouched(true),
  };
}
