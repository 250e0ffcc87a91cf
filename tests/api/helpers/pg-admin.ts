import pg from 'pg';

/** Runs one statement (create/drop database) on the PostgreSQL admin database at `adminUrl`. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
