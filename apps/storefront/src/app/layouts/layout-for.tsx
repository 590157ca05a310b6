import type { ReactNode } from 'react';
import type { LayoutName } from '../route-table.ts';
import { AuthLayout } from './auth-layout.tsx';
import { BlankLayout } from './blank-layout.tsx';
import { MainLayout } from './main-layout.tsx';
import { MemberLayout } from './member-layout.tsx';
import { ShopLayout } from './shop-layout.tsx';
import { SingleShopLayout } from './single-shop-layout.tsx';

export const LAYOUTS: Record<LayoutName, (props: { children?: ReactNode }) => ReactNode> = {
  main: MainLayout,
  shop: ShopLayout,
  singleShop: SingleShopLayout,
  member: MemberLayout,
  auth: AuthLayout,
  blank: BlankLayout,
};
