// Zero-dependency helpers used by `npm start` and `npm test` on a fresh clone, before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function runOrExit(command, args, what) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\n${what} failed (exit ${status}).`);
    process.exit(status);
  }
}

function hashPaths(paths, skip = () => false) {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!fs.existsSync(file)) return;
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(file, entry));
      }
    } else if (!skip(file)) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return hash.digest('hex');
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const stampFile = path.join(root, 'node_modules', '.install-stamp');
  const manifests = () =>
    hashPaths([
      'package.json',
      'package-lock.json',
      'apps/server/package.json',
      'apps/web/package.json',
      'packages/contracts/package.json',
      'e2e/package.json',
      'bench/package.json',
    ]);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === manifests()) return;
  console.log('Installing dependencies...');
  // `npm install`, not `npm ci`: npm 11 refuses `ci` when the lockfile lacks optional native
  // bindings for other platforms (it records only the ones it installed), which it always does here.
  runOrExit('npm', ['install', '--no-audit', '--no-fund'], 'npm install');
  fs.writeFileSync(stampFile, manifests()); // after: the install may have rewritten the lockfile
}

/** Builds the web app when its sources (or the packages it bundles) changed since the last build. */
export function ensureWebBuild() {
  const stampFile = path.join(root, 'apps', 'web', 'dist', '.build-stamp');
  const wanted = hashPaths(
    [
      'apps/web',
      'packages/contracts/src',
      'packages/house-games/src',
      'packages/house-provider/src',
      'package-lock.json',
    ],
    // Tests are not bundled: changing one needs no new build.
    (file) => /\.test\.tsx?$/.test(file),
  );
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('Building the web app...');
  runOrExit('npm', ['run', 'build', '-w', '@app/web'], 'Web build');
  fs.writeFileSync(stampFile, wanted);
}
