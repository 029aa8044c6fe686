// `npm test`: install what is missing, build the web app, then lint, typecheck and run every test
// (unit, integration on PGlite and on TEST_DATABASE_URL when set, end-to-end in Chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, run } from './lib/prepare.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium not found at ${chromium}. Install Debian's chromium package (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the end-to-end tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
  ) {
    console.error('Could not install chromium.');
    process.exit(1);
  }
}

ensureDependencies();
ensureChromium();
ensureWebBuild();

const resultsFile = path.join(root, '.test-results', 'vitest.json');
fs.rmSync(resultsFile, { force: true });

// The static checks are independent: on two cores, lint and typecheck run side by side (each one
// mostly keeps a single core busy). Their output is printed whole when each ends.
const checks = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npx', ['tsc', '-b', 'tsconfig.check.json']],
];
const tests = [
  'tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`],
];

function runBuffered([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${name} (${seconds}s) ===\n${output.trimEnd()}`);
      resolve({ name, ok: status === 0, seconds });
    });
  });
}

console.log(`\n=== ${checks.map(([name]) => name).join(', ')} ===`);
const outcomes = await Promise.all(checks.map(runBuffered));
console.log(`\n=== ${tests[0]} ===`);
const started = Date.now();
const status = run(tests[1], tests[2]);
outcomes.push({ name: tests[0], ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });

console.log('\n=== summary ===');
for (const { name, ok, seconds } of outcomes) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
let counts = { passed: 0, failed: 0, skipped: 0 };
if (fs.existsSync(resultsFile)) {
  const report = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(outcomes.every((o) => o.ok) && counts.failed === 0 && counts.passed > 0 ? 0 : 1);
