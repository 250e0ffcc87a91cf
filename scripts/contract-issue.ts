/**
 * The vendor's tool for contract renewal keys (never shipped to a plant's server):
 *   npm run contract:issue -- --generate-keypair DIR
 *   npm run contract:issue -- --client 1 --until 2027-12-31 --private-key DIR/contract-private.pem
 * The key alone goes to stdout, so `$(npm run -s contract:issue -- ...)` captures it.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isCalendarDate } from '../src/domain/contract/contract-dates.js';
import { encodeContractKey } from '../src/server/modules/contract/contract-key.js';
import { fail } from './lib/contract-key-args.js';

const usage =
  'usage: npm run contract:issue -- --client CODE --until YYYY-MM-DD --private-key FILE\n' + '       npm run contract:issue -- --generate-keypair DIR';

const { values: args } = parseArgs({
  options: {
    client: { type: 'string' },
    until: { type: 'string' },
    'private-key': { type: 'string' },
    'generate-keypair': { type: 'string' },
  },
});

function generateKeyPair(dir: string): void {
  const files = { private: join(dir, 'contract-private.pem'), public: join(dir, 'contract-public.pem') };
  if (existsSync(files.private) || existsSync(files.public)) fail(`${dir} already holds a contract key pair; not overwriting it.`);
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(dir, { recursive: true });
  writeFileSync(files.private, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  writeFileSync(files.public, publicKey.export({ type: 'spki', format: 'pem' }));
  console.log(`Private key (keep it secret, vendor only): ${resolve(files.private)}`);
  console.log(`Public key (give it to the servers):       ${resolve(files.public)}`);
  console.log(`CONTRACT_PUBLIC_KEY=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`);
}

function vendorKey(path: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(readFileSync(path, 'utf8'));
  } catch {
    fail(`${path} is not a readable private key (PEM).`);
  }
  if (key.asymmetricKeyType !== 'ed25519') fail(`${path} is not an Ed25519 private key.`);
  return key;
}

if (args['generate-keypair']) {
  generateKeyPair(args['generate-keypair']);
} else {
  if (!args.client || !args.until || !args['private-key']) fail(usage);
  const client = Number(args.client);
  if (!/^\d{1,10}$/.test(args.client) || !Number.isSafeInteger(client) || client <= 0)
    fail(`--client must be a client code (a positive whole number), got "${args.client}".`);
  if (!isCalendarDate(args.until)) fail(`--until must be a date as YYYY-MM-DD, got "${args.until}".`);
  const iat = Math.floor(Date.now() / 1000);
  console.log(encodeContractKey({ cli: client, until: args.until, iat }, vendorKey(args['private-key'])));
}
