import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically: what the browser loads for it. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

async function gzippedBytes(distDir: string, manifest: Manifest, keys: Set<string>): Promise<number> {
  const files = new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(distDir, file))).length;
  return total;
}

/**
 * Gzipped JavaScript of the entry plus one of its lazy chunks, found by source path:
 * the sign-in page (`signIn`) and the react-admin app that renders the first list (`app`).
 */
export async function bundleSizes(distDir: string, lazy: { signIn: RegExp; app: RegExp }) {
  const manifest: Manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const lazyKey = (pattern: RegExp) => {
    const key = manifest[entryKey]!.dynamicImports?.find((k) => pattern.test(k));
    if (!key) throw new Error(`no lazy chunk of the entry matches ${pattern}`);
    return key;
  };
  const entry = closure(manifest, entryKey);
  const withLazy = (key: string) => new Set([...entry, ...closure(manifest, key)]);
  return {
    signInPageGzipBytes: await gzippedBytes(distDir, manifest, withLazy(lazyKey(lazy.signIn))),
    firstListPageGzipBytes: await gzippedBytes(distDir, manifest, withLazy(lazyKey(lazy.app))),
  };
}
