// `npm run typecheck`: every project's tsconfig checked by TypeScript 7, the native compiler (ADR 0010).
//
// TypeScript 6 stays installed as `typescript` for the tools that load the compiler as a library (typescript-eslint,
// dependency-cruiser); TypeScript 7 is installed beside it as `typescript7` and checks the same tsconfigs at about
// a third of the CPU. One thread per project: CI runs this beside the tests on two cores, where total CPU counts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/prepare.mjs';

const projects = [
  'packages/contracts',
  'apps/server',
  'apps/storefront',
  'apps/console',
  'e2e',
  'bench',
  'scripts',
];
const tsc = path.join(root, 'node_modules/typescript7/bin/tsc');

const failed = projects.filter((project) => {
  const run = spawnSync(process.execPath, [tsc, '--singleThreaded', '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  return run.status !== 0;
});
if (failed.length) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
