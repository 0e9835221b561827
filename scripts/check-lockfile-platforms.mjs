#!/usr/bin/env node
// Fails when package-lock.json lacks an entry for a platform-specific optional
// package (tailwind's oxide, rollup, rolldown, esbuild, lightningcss, ...).
// `npm ci` refuses such a lockfile, and developers on the missing platforms get
// an install without the native binary. Pin the parent package to a version
// whose platform packages all exist in the registry (see README, "Native
// packages"), then regenerate the lockfile.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages ?? {};

/** Where npm would look for `name` when required from the package at `from`. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(key, name)) missing.push(`${name} (optional dependency of ${key || 'the project'})`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} platform package(s):`);
  for (const line of missing) console.error(`  - ${line}`);
  console.error(
    '\n`npm ci` will refuse this lockfile and other platforms would install without their native binaries.\n' +
      'Pin the parent package to the newest version whose platform packages all exist in the registry\n' +
      '(`npm view <package>-<platform> versions`), delete package-lock.json and node_modules, and run `npm install`.',
  );
  process.exit(1);
}
console.log(`Lockfile platform check: every optional platform package of ${Object.keys(packages).length - 1} packages is recorded.`);
