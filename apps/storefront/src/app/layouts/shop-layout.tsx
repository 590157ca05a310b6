import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ShopHeader } from '../../features/shop/components/shop-header.tsx';
import { useShopId } from '../../features/shop/use-shop-id.ts';
import { NavBar } from '../../features/site/components/chrome/nav-bar.tsx';
import { SideBar } from '../../features/site/components/chrome/side-bar.tsx';
import { SiteFooter } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/chrome/site-header.tsx';
import { SiteTopBar } from '../../features/site/components/chrome/site-top-bar.tsx';
import '../../styles/chrome-base.css';

/**
 * Shop pages and the help centre: the category-based header, with the panel opening on hover. Pages about one
 * shop (`site_id` in the query: /shopIndex, /shopList) add that shop's header and navigation.
 */
export function ShopLayout({ children }: { children?: ReactNode }) {
  const siteId = useShopId();
  return (
    <div className="layout-shop mc-layout">
      <SiteTopBar />
      <SiteHeader />
      <NavBar />
      {siteId ? <ShopHeader siteId={siteId} layout="shop" /> : null}
      <main className="mc-main">{children ?? <Outlet />}</main>
      <SiteFooter />
      <SideBar />
    </div>
  );
}
