import { LANGS } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, MESSAGE_LOADERS, PAGE_MESSAGE_LOADERS } from './index.ts';

// Each bundle's glob lists the core namespaces as a literal (vite needs one), so the lists are checked here.
describe('message bundles', () => {
  it.each(LANGS)(
    '%s: the core bundle holds exactly the core namespaces, the pages bundle all others',
    async (lang) => {
      const [core, pages] = await Promise.all([MESSAGE_LOADERS[lang](), PAGE_MESSAGE_LOADERS[lang]()]);
      expect(Object.keys(core.messages).sort()).toEqual([...CORE_NAMESPACES].sort());
      const pageNamespaces = Object.keys(pages.messages);
      expect(pageNamespaces.length).toBeGreaterThan(10);
      expect(pageNamespaces.filter((ns) => (CORE_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
    },
  );
});
