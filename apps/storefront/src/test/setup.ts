import { afterEach, beforeAll, expect } from 'vitest';

/**
 * The storefront's tests: logic (`*.test.ts`) runs in node, components (`*.test.tsx`) in jsdom, which each
 * component test asks for with `// @vitest-environment jsdom` on its first line (Vitest picks an environment
 * per file only that way or per project).
 */
beforeAll(() => {
  const file = expect.getState().testPath ?? '';
  if (file.endsWith('.tsx') && typeof document === 'undefined')
    throw new Error(`${file}: start a component test with // @vitest-environment jsdom`);
});

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  // Parts read media queries (reduced motion); jsdom has none.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
