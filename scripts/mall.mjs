// `npm start`: install what is missing, build what is stale, then run the mall on Node 24.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, node24, root } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const server = spawn(node24, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
