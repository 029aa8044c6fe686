import { agentTreeAccounts } from './seed/agent-tree.js';
import { demoAccounts } from './seed/demo-accounts.js';

export function printStartupBanner(info: { address: string; database: string; demoAccounts: boolean }): void {
  const { port } = new URL(info.address);
  const lines = [
    '',
    `  Site:     http://localhost:${port}`,
    `  API docs: http://localhost:${port}/docs`,
    `  Database: ${info.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (./data/pglite)'}`,
    '',
    ...(info.demoAccounts
      ? [
          '  Demo accounts (role, username, password):',
          ...demoAccounts.map((a) => `    ${a.role.padEnd(10)} ${a.username.padEnd(14)} ${a.password}`),
          ...agentTreeAccounts.map((a) => `    ${a.role.padEnd(10)} ${a.username.padEnd(14)} ${a.password}`),
          '  SMS codes and e-mails go to the development outbox: /dev/outbox/sms, /dev/outbox/mail',
        ]
      : ['  Demo accounts: not created (SEED_DEMO_ACCOUNTS=false or NODE_ENV=production).']),
    '',
  ];
  console.log(lines.join('\n'));
}
