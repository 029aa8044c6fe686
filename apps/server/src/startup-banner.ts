import { demoAccounts } from './db/seed/demo-accounts.js';

export function printStartupBanner(info: { address: string; database: string }): void {
  const { port } = new URL(info.address);
  const lines = [
    '',
    `  Site:     http://localhost:${port}`,
    `  API docs: http://localhost:${port}/docs`,
    `  Database: ${info.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (./data/pglite)'}`,
    '',
    demoAccounts.length > 0 ? '  Demo accounts:' : '  Demo accounts: none yet (accounts arrive with the sign-in feature).',
    ...demoAccounts.map((a) => `    ${a.role.padEnd(10)} ${a.username.padEnd(14)} ${a.password}`),
    '',
  ];
  console.log(lines.join('\n'));
}
