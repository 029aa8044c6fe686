import pg from 'pg';

/** The PostgreSQL server a bench runs on: the URL of a database on it, and one-off admin statements. */
export function postgresServer(adminUrl: string) {
  return {
    databaseUrl(name: string): string {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    /** Runs one statement on its own connection (CREATE/DROP DATABASE, server statistics). */
    async query<Row extends pg.QueryResultRow>(statement: string): Promise<Row[]> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        return (await client.query<Row>(statement)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
