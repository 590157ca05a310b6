// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRouteLinks, routeHref } from './route-links.ts';

let uninstall = () => {};
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

/** A route link (as RouteLink draws it) in the page, with the navigations its clicks asked for. */
function page(html: string) {
  document.body.innerHTML = html;
  const navigate = vi.fn();
  uninstall = installRouteLinks(navigate);
  return navigate;
}
const click = (selector: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector(selector)!.dispatchEvent(event);
  return event;
};

describe('route links', () => {
  it('a plain click moves the router to the route, query and hash kept, and the page does not load', () => {
    const navigate = page(`<a data-route-link href="${routeHref('/sku-7?x=1#reviews')}"><b>Cup</b></a>`);
    const event = click('b');
    expect(navigate).toHaveBeenCalledWith('/sku-7?x=1#reviews', { replace: false });
    expect(event.defaultPrevented).toBe(true);
  });

  it('a link to the page already shown replaces it in history', () => {
    window.history.pushState(null, '', '/web/cart');
    const navigate = page(`<a data-route-link href="/web/cart">Cart</a>`);
    click('a');
    expect(navigate).toHaveBeenCalledWith('/cart', { replace: true });
  });

  it.each([
    ['a modifier key (new tab)', { ctrlKey: true }],
    ['the middle button', { button: 1 }],
    ['shift (new window)', { shiftKey: true }],
  ])('leaves the browser to follow it with %s', (_, init) => {
    const navigate = page(`<a data-route-link href="/web/cart">Cart</a>`);
    expect(click('a', init).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves alone other links, a target, another site, and a click a handler already took', () => {
    const navigate = page(`
      <a id="plain" href="/web/cart">Cart</a>
      <a id="blank" data-route-link target="_blank" href="/web/cart">Cart</a>
      <a id="away" data-route-link href="https://example.com/web/cart">Away</a>
      <a id="console" data-route-link href="/console/">Console</a>
      <a id="taken" data-route-link href="/web/cart">Cart</a>`);
    document.getElementById('taken')!.addEventListener('click', (e) => e.preventDefault());
    for (const id of ['plain', 'blank', 'away', 'console', 'taken']) click(`#${id}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when uninstalled', () => {
    const navigate = page(`<a data-route-link href="/web/cart">Cart</a>`);
    uninstall();
    click('a');
    expect(navigate).not.toHaveBeenCalled();
  });
});
