// `npm run dev`: the API server with reload on change (port 3000) and the Vite dev server with hot
// module reload (port 5173, proxying API calls to 3000).
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib/prepare.mjs';

ensureDependencies();

const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
