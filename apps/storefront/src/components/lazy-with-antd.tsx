import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that draws with antd, loaded together with antd's theme and texts (AntdScope) and
 * drawn inside them. For what a page that draws without antd shows only later or on demand (issue 12): without
 * the scope it would draw in antd's default blue and English.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AntdScope }] = await Promise.all([load(), import('./antd-scope.tsx')]);
    return {
      default: function Scoped(props: P) {
        return createElement(AntdScope, null, createElement(Component, props));
      },
    };
  });
}
