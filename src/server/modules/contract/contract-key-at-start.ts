import { readFileSync } from 'node:fs';
import { demoContractKeyPath, type Config } from '../../config.js';
import { contractPublicKeyFrom } from './contract-key.js';

/** A reason not to start at all; main.ts prints its message alone, without a stack trace. */
export class StartupRefusal extends Error {}

const spki = (text: string) => contractPublicKeyFrom(text).export({ type: 'spki', format: 'der' });

/** True when `keyText` is the committed demo key, however it is written (PEM or base64 SPKI). */
export function isDemoContractKey(keyText: string): boolean {
  return spki(keyText).equals(spki(readFileSync(demoContractKeyPath, 'utf8')));
}

export const demoKeyWarning =
  'DEMO contract key in use: renewal keys are checked against config/contract-public.pem, whose private half is ' +
  'committed, so anyone can issue keys it accepts. Fine for the demo plant and tests only; a real installation sets ' +
  "CONTRACT_PUBLIC_KEY to the vendor's public key and NODE_ENV=production.";

/**
 * Before anything opens: production (NODE_ENV=production) with the demo key is refused, any
 * other use of the demo key answers the warning the startup log must carry, else undefined.
 */
export function contractKeyWarningAtStart(config: Pick<Config, 'production' | 'contractPublicKey'>): string | undefined {
  if (!isDemoContractKey(config.contractPublicKey)) return undefined;
  if (config.production) {
    throw new StartupRefusal(
      'Refusing to start: NODE_ENV=production, but the contract key is the committed demo key (config/contract-public.pem), ' +
        "which anyone can sign renewal keys for. Set CONTRACT_PUBLIC_KEY to the vendor's Ed25519 public key " +
        '(PEM text, or base64 of its SPKI bytes), e.g. CONTRACT_PUBLIC_KEY="$(cat vendor-public.pem)".',
    );
  }
  return demoKeyWarning;
}
