// `npm start`: install what is missing, build the web app if needed, then run the server
// (which migrates and seeds the database before it listens).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './lib/prepare.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
