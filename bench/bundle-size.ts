import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ChunkSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  chunks: ChunkSize[];
  rawBytes: number;
  gzipBytes: number;
}

const BASE = '/web/';
// Static imports and re-exports between built chunks: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. Dynamic `import("./x.js")` is left out on purpose: it loads later, on demand.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const HOME_CHUNK = /^home-page-[\w-]+\.js$/;

function entryFiles(distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]!);
  return refs.filter((r) => r.startsWith(BASE)).map((r) => path.resolve(distDir, r.slice(BASE.length)));
}

/** The files and everything they import statically, each once. */
function closure(start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(path.resolve(path.dirname(file), m[1]!));
  }
  return [...seen];
}

/**
 * The JavaScript a first visit to /web/index downloads: the entry script and its modulepreloads from
 * index.html, their static imports, and the lazy home-page chunk with its own static imports.
 */
export function homeFirstLoadJs(distDir: string): FirstLoad {
  const assets = path.resolve(distDir, 'assets');
  const home = fs.readdirSync(assets).filter((f) => HOME_CHUNK.test(f));
  if (home.length === 0) throw new Error(`No home-page chunk in ${assets}`);
  const files = closure([...entryFiles(distDir), ...home.map((f) => path.join(assets, f))]);
  const chunks = files
    .map((file) => {
      const bytes = fs.readFileSync(file);
      return {
        file: path.relative(distDir, file),
        rawBytes: bytes.length,
        gzipBytes: zlib.gzipSync(bytes).length,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    chunks,
    rawBytes: chunks.reduce((s, c) => s + c.rawBytes, 0),
    gzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0),
  };
}
