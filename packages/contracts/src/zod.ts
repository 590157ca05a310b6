import { z } from 'zod';

// In a browser the mall's Content-Security-Policy allows no eval. Zod probes `new Function` when it builds an
// object schema, to compile a fast parser: a CSP violation is reported even though zod catches the refusal.
// So in a browser it interprets from the start. Every contract module takes `z` from here, so the setting
// holds before any schema is built, even when only one page's chunk carries the schemas (issue 12; package.json
// lists this file as the one with side effects, so the bundler keeps the call); on the
// server (no CSP of its own) zod keeps its compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
