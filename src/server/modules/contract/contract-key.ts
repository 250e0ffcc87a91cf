import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { isCalendarDate } from '../../../domain/contract/contract-dates.js';

/**
 * A renewal key is `base64url(JSON payload) + '.' + base64url(Ed25519 signature)`, the
 * signature taken over the payload segment's ASCII text: short, one line, and safe to paste
 * from an e-mail. Only the vendor holds the private key; the server checks with the public one.
 */
export interface ContractKeyPayload {
  /** The client's cli_codigo. */
  cli: number;
  /** The new end date, `YYYY-MM-DD`. */
  until: string;
  /** Issue time in epoch seconds: a key older than the last one applied is refused. */
  iat: number;
}

/** Longer than any key this format can produce; anything longer is not worth parsing. */
export const maxKeyLength = 1024;
const segment = /^[A-Za-z0-9_-]+$/;
const payloadFields = ['cli', 'iat', 'until'];

export function encodeContractKey(payload: ContractKeyPayload, privateKey: KeyObject): string {
  const body = Buffer.from(JSON.stringify({ cli: payload.cli, until: payload.until, iat: payload.iat })).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
}

/** The payload, when it is exactly the three fields with valid values. */
export function parseContractPayload(body: string): ContractKeyPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { cli, until, iat } = value as Record<string, unknown>;
  if (Object.keys(value).sort().join() !== payloadFields.join()) return undefined;
  if (!Number.isSafeInteger(cli) || (cli as number) <= 0 || !isCalendarDate(until)) return undefined;
  if (!Number.isSafeInteger(iat) || (iat as number) <= 0) return undefined;
  return { cli: cli as number, until, iat: iat as number };
}

/**
 * The payload of a key the holder of `publicKey`'s private key signed, else undefined.
 * Whitespace is ignored, as a pasted key may be wrapped over several lines.
 */
export function readContractKey(text: string, publicKey: KeyObject): ContractKeyPayload | undefined {
  const compact = text.replace(/\s+/g, '');
  if (compact.length > maxKeyLength) return undefined;
  const [body, signature, ...rest] = compact.split('.');
  if (!body || !signature || rest.length || !segment.test(body) || !segment.test(signature)) return undefined;
  const signatureBytes = Buffer.from(signature, 'base64url');
  if (signatureBytes.length !== 64 || !verify(null, Buffer.from(body), publicKey, signatureBytes)) return undefined;
  return parseContractPayload(body);
}

/** The vendor's Ed25519 public key from PEM text or base64 of its SPKI (DER) bytes. */
export function contractPublicKeyFrom(text: string): KeyObject {
  const trimmed = text.trim();
  // createPublicKey would derive the public half, hiding a private key left on the server.
  if (trimmed.includes('PRIVATE KEY')) throw new Error('CONTRACT_PUBLIC_KEY holds a private key; give the server only the public key');
  let key: KeyObject;
  try {
    key = trimmed.includes('-----BEGIN') ? createPublicKey(trimmed) : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new Error('CONTRACT_PUBLIC_KEY is not a public key (PEM, or base64 of its SPKI bytes)');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('CONTRACT_PUBLIC_KEY must be an Ed25519 public key');
  return key;
}
