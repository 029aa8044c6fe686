import { agentTreeAccounts } from './seed/agent-tree.js';
import { demoAccounts } from './seed/demo-accounts.js';
import { demoStaff, demoTotpSecret } from './seed/demo-staff.js';

export interface BannerInfo {
  /** The address the server listens on (from listen). */
  address: string;
  /** The configured public address (PUBLIC_BASE_URL), which every link the site builds uses. */
  publicUrl: string;
  docs: boolean;
  database: string;
  demoAccounts: boolean;
}

export function printStartupBanner(info: BannerInfo): void {
  const { port } = new URL(info.address);
  const lines = [
    '',
    `  Site:     ${info.publicUrl}`,
    ...(info.publicUrl === `http://localhost:${port}` ? [] : [`  Listening: ${info.address}`]),
    info.docs
      ? `  API docs: ${info.publicUrl}/docs`
      : '  API docs: off (DOCS_ENABLED=false or NODE_ENV=production)',
    `  Database: ${info.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (./data/pglite)'}`,
    '',
    ...(info.demoAccounts
      ? [
          '  Demo accounts (role, username, password):',
          ...demoAccounts.map((a) => `    ${a.role.padEnd(13)} ${a.username.padEnd(18)} ${a.password}`),
          ...agentTreeAccounts.map((a) => `    ${a.role.padEnd(13)} ${a.username.padEnd(18)} ${a.password}`),
          `  Operator console: ${info.publicUrl}/ops (demo_operator is the owner; staff per role below)`,
          ...demoStaff.map((a) => `    ${a.role.padEnd(13)} ${a.username.padEnd(18)} ${a.password}`),
          `    Every demo staff account's authenticator (TOTP) secret: ${demoTotpSecret}`,
          '  SMS codes and e-mails go to the development outbox: /dev/outbox/sms, /dev/outbox/mail',
        ]
      : ['  Demo accounts: not created (SEED_DEMO_ACCOUNTS=false or NODE_ENV=production).']),
    '',
  ];
  console.log(lines.join('\n'));
}
