import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One chunk of vite's build manifest (`dist/.vite/manifest.json`), keyed by source path or `_chunk`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A page of the storefront's route table: its path, layout and page module (`src/...tsx`). */
export interface RouteModule {
  path: string;
  layout: string;
  module: string;
  /** Whether the page loads the messages of the pages beside its module (all but the home page do). */
  pageMessages: boolean;
}

export interface RouteLoad extends RouteModule {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

const LANG_BUNDLE = (lang: string) => `src/locales/bundles/${lang}.ts`;
const PAGE_MESSAGES_BUNDLE = (lang: string) => `src/locales/bundles/${lang}-pages.ts`;
const LAYOUT_MODULE = (layout: string) =>
  `src/app/layouts/${layout.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-layout.tsx`;

/** `() => import('../features/site/pages/home-page.tsx')` (as written, or as a test runner rewrote it). */
export function pageModuleOf(load: unknown): string | undefined {
  const m = /features\/[\w/.-]+?\.tsx/.exec(String(load));
  return m ? `src/${m[0]}` : undefined;
}

/** The routes of a route table whose entries carry `load`; placeholder routes load nothing of their own. */
export function routeModules(
  pages: readonly { path: string; layout: string; load?: unknown; messages?: false }[],
): RouteModule[] {
  return pages.flatMap((p) => {
    const module = p.load ? pageModuleOf(p.load) : undefined;
    return module
      ? [
          {
            path: p.path,
            layout: p.layout,
            module,
            pageMessages: p.messages !== false,
          },
        ]
      : [];
  });
}

const readManifest = (distDir: string) =>
  JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunk files a manifest key pulls in before it runs: itself and its static imports, each once. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.shift()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return [...files];
}

/**
 * The JavaScript a first visit to each route downloads before the page shows: the entry (index.html) with
 * its static imports, the core messages of the language (main.tsx awaits them), the route's lazy layout and its
 * lazy page with the other pages' messages (page-frame.tsx awaits them beside it), each with their static imports. Each file counts once, gzipped with node:zlib (default level).
 */
export function routeFirstLoads(distDir: string, routes: RouteModule[], lang = 'en-us'): RouteLoad[] {
  const manifest = readManifest(distDir);
  const gzipped = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    let s = gzipped.get(file);
    if (!s) {
      const bytes = fs.readFileSync(path.join(distDir, file));
      s = { raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
      gzipped.set(file, s);
    }
    return s;
  };
  return routes.map((route) => {
    const files = closure(manifest, [
      'index.html',
      LANG_BUNDLE(lang),
      LAYOUT_MODULE(route.layout),
      route.module,
      ...(route.pageMessages ? [PAGE_MESSAGES_BUNDLE(lang)] : []),
    ]);
    return {
      ...route,
      files,
      rawBytes: files.reduce((sum, f) => sum + size(f).raw, 0),
      gzipBytes: files.reduce((sum, f) => sum + size(f).gzip, 0),
    };
  });
}

/** The largest files of one route's first load, for the report. */
export function largestFiles(distDir: string, load: RouteLoad, count: number) {
  return load.files
    .map((file) => ({ file, gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, count);
}
