import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ShopHeader } from '../../features/shop/components/shop-header.tsx';
import { useShopId } from '../../features/shop/use-shop-id.ts';
import { SideBar } from '../../features/site/components/chrome/side-bar.tsx';
import { SiteFooter } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/chrome/site-header.tsx';
import { SiteTopBar } from '../../features/site/components/chrome/site-top-bar.tsx';
import '../../styles/chrome-base.css';

/** One shop's own pages (/shop-{id}, /shop_list?site_id=): the shop's header, banner and navigation over the page. */
export function SingleShopLayout({ children }: { children?: ReactNode }) {
  const siteId = useShopId();
  return (
    <div className="layout-single-shop mc-layout">
      <SiteTopBar />
      <SiteHeader />
      {siteId ? <ShopHeader siteId={siteId} layout="singleShop" withBanner /> : null}
      <main id="main" tabIndex={-1} className="mc-main">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <SideBar />
    </div>
  );
}
