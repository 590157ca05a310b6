import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { usePrefixedParam } from '../../lib/use-prefixed-param.ts';
import { ShopHeader } from '../../features/shop/components/shop-header.tsx';
import { SkuShopHeader } from '../../features/shop/components/sku-shop-header.tsx';
import { useShopId } from '../../features/shop/use-shop-id.ts';
import { NavBar } from '../../features/site/components/chrome/nav-bar.tsx';
import { SideBar } from '../../features/site/components/chrome/side-bar.tsx';
import { SiteFooter } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/chrome/site-header.tsx';
import { SiteTopBar } from '../../features/site/components/chrome/site-top-bar.tsx';
import '../../styles/chrome-base.css';

/**
 * Shop pages and the help centre: the category-based header, with the panel opening on hover. Pages about one
 * shop (`site_id` in the query: /shopIndex, /shopList; the goods' shop on /shop-sku-{id}) add that shop's header
 * and navigation.
 */
export function ShopLayout({ children }: { children?: ReactNode }) {
  const siteId = useShopId();
  const skuId = Number(usePrefixedParam('sku_id') ?? 0);
  return (
    <div className="layout-shop mc-layout">
      <SiteTopBar />
      <SiteHeader />
      <NavBar />
      {siteId ? <ShopHeader siteId={siteId} layout="shop" /> : null}
      {!siteId && skuId > 0 ? <SkuShopHeader skuId={skuId} /> : null}
      <main id="main" tabIndex={-1} className="mc-main">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <SideBar />
    </div>
  );
}
