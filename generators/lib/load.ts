import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { metaSchemaFile } from './meta-schema.js';

export type Locale = 'en-US' | 'pt-BR' | 'es-ES';
export const locales: readonly Locale[] = ['en-US', 'pt-BR', 'es-ES'];

export interface SchemaTranslations {
  name: string;
  fields: Record<string, string | Record<string, string>>;
  enums?: Record<string, Record<string, string>>;
}

export interface SchemaSource {
  file: string;
  schema: Record<string, any>;
  translations: Partial<Record<Locale, SchemaTranslations>>;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat().sort();
}

/** Stage 1: every `*.schema.json` below `root`, with its `*.i18n.json` beside it. */
export async function loadSchemas(root: string): Promise<SchemaSource[]> {
  const metaSchema = join(root, metaSchemaFile);
  const files = (await listFiles(root)).filter((file) => file.endsWith('.schema.json') && file !== metaSchema);
  return Promise.all(
    files.map(async (file) => {
      const schema = JSON.parse(await readFile(file, 'utf8'));
      const i18nFile = file.replace(/\.schema\.json$/, '.i18n.json');
      const translations = await readFile(i18nFile, 'utf8').then(JSON.parse, () => ({}));
      return { file: relative(root, file), schema, translations };
    }),
  );
}
