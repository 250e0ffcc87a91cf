import { readFile, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a browser sends; the server picks the pre-compressed file it may use. */
export const browserAcceptEncoding = 'br, gzip';

/** A chunk and everything it imports statically: what the browser loads for it. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

/** The body bytes as they cross the wire (no decompression), and the encoding the server chose. */
function wireBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': browserAcceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
      });
    }).on('error', reject).end();
  });
}

async function pageBytes(baseUrl: string, distDir: string, files: string[]) {
  let wire = 0;
  let uncompressed = 0;
  const encodings: Record<string, number> = {};
  for (const file of files) {
    const measured = await wireBytes(`${baseUrl}/${file}`);
    wire += measured.bytes;
    encodings[measured.encoding] = (encodings[measured.encoding] ?? 0) + 1;
    uncompressed += (await stat(join(distDir, file))).size;
  }
  return { files: files.length, wireBytes: wire, uncompressedBytes: uncompressed, encodings };
}

/**
 * The bytes a browser downloads, through the running server at `baseUrl`, for index.html, the
 * entry with its static imports and styles, plus one lazy chunk found by source path: the
 * sign-in page (`signIn`) and the react-admin app that renders the first list (`app`).
 */
export async function bundleSizes(baseUrl: string, distDir: string, lazy: { signIn: RegExp; app: RegExp }) {
  const manifest: Manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const lazyKey = (pattern: RegExp) => {
    const key = manifest[entryKey]!.dynamicImports?.find((k) => pattern.test(k));
    if (!key) throw new Error(`no lazy chunk of the entry matches ${pattern}`);
    return key;
  };
  const filesOf = (key: string) => {
    const chunks = [...closure(manifest, entryKey), ...closure(manifest, key)].map((k) => manifest[k]!);
    return ['index.html', ...new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))];
  };
  return {
    acceptEncoding: browserAcceptEncoding,
    signInPage: await pageBytes(baseUrl, distDir, filesOf(lazyKey(lazy.signIn))),
    firstListPage: await pageBytes(baseUrl, distDir, filesOf(lazyKey(lazy.app))),
  };
}
