import { centsToMoney, type checkout } from '@mall/contracts';
import { AppError } from '../../platform/errors.ts';
import type { selectStores, selectTemplates } from './checkout.repository.ts';
import { goodsMoneyOf, sumOf, type Obstacle, type ShopPlan } from './checkout-plan.ts';

type Template = Awaited<ReturnType<typeof selectTemplates>>[number];
type Store = Awaited<ReturnType<typeof selectStores>>[number];

export interface DeliveryContext {
  provinceId: number | null;
  hasAddress: boolean;
  memberFreeShipping: boolean;
  templates: Map<number, Template>;
  stores: Store[];
}

const hhmm = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;
const secondsOf = (text: string) => Number(text.slice(0, 2)) * 3600 + Number(text.slice(3, 5)) * 60;

/** The delivery types a shop offers, in the order the page lists them. */
export function offeredTypes(s: ShopPlan): checkout.DeliveryType[] {
  const offered: checkout.DeliveryType[] = [];
  if (s.setting.expressIsUse) offered.push('express');
  if (s.setting.storeIsUse) offered.push('store');
  if (s.setting.localIsUse) offered.push('local');
  return offered;
}

export function expressTypeList(s: ShopPlan, stores: Store[]): checkout.CheckoutShop['express_type'] {
  return offeredTypes(s).map((name) => {
    if (name === 'store') {
      const list = stores.filter((st) => st.siteId === s.siteId);
      return {
        name,
        store_list: list.map((st) => ({
          store_id: st.storeId,
          store_name: st.storeName,
          telphone: st.telphone,
          open_date: st.openDate,
          full_address: st.fullAddress,
        })),
      };
    }
    if (name === 'local')
      return { name, time_start: hhmm(s.setting.localTimeStart), time_end: hhmm(s.setting.localTimeEnd) };
    return { name };
  });
}

/** Express fee by piece (first_num pieces first_fee, every started continue_num continue_fee). */
function expressFee(s: ShopPlan, ctx: DeliveryContext, obstacles: Obstacle[]): number {
  const found = ctx.templates.get(s.siteId);
  if (!found || ctx.provinceId === null) return 0;
  if (found.template.unavailableProvinceIds.includes(ctx.provinceId)) {
    obstacles.push({
      siteId: s.siteId,
      error: new AppError('FAIL', 'CHECKOUT_REGION_UNAVAILABLE', { params: { site_name: s.siteName } }),
    });
    return 0;
  }
  const charged = s.lines.filter((l) => l.row.isVirtual !== 1 && l.row.isFreeShipping !== 1);
  const threshold = found.template.freeThreshold;
  // A reached manjian step with free_shipping ships the shop's order free (facts §5.5).
  const manjianFree = s.manjian?.step.free_shipping === 1;
  if (ctx.memberFreeShipping || manjianFree || charged.length === 0) return 0;
  if (threshold > 0 && goodsMoneyOf(s) >= threshold) return 0;
  const rule =
    found.items.find((r) => r.provinceIds.includes(ctx.provinceId!)) ??
    found.items.find((r) => r.provinceIds.length === 0);
  if (!rule) return 0;
  const num = sumOf(charged, (l) => l.num);
  return (
    rule.firstFee +
    Math.ceil(Math.max(0, num - rule.firstNum) / Math.max(1, rule.continueNum)) * rule.continueFee
  );
}

/** Applies the chosen (or first offered) delivery type to a shop, with its fee and obstacles. */
export function applyDelivery(
  s: ShopPlan,
  chosen: checkout.ShopDelivery | undefined,
  ctx: DeliveryContext,
  obstacles: Obstacle[],
): void {
  const fail = (error: AppError) => obstacles.push({ siteId: s.siteId, error });
  if (s.isVirtual) return;
  const offered = offeredTypes(s);
  const type = chosen?.delivery_type ?? offered[0];
  if (!type || !offered.includes(type)) return void fail(new AppError('FAIL', 'CHECKOUT_NO_DELIVERY_METHOD'));
  s.deliveryType = type;
  if (type === 'store') return applyStore(s, chosen?.store_id, ctx.stores, fail);
  if (!ctx.hasAddress) fail(new AppError('FAIL', 'CHECKOUT_NO_ADDRESS'));
  if (type === 'express') s.deliveryMoney = expressFee(s, ctx, obstacles);
  if (type === 'local') applyLocal(s, chosen?.buyer_ask_delivery_time, fail);
}

function applyStore(s: ShopPlan, storeId: number | undefined, stores: Store[], fail: (e: AppError) => void) {
  const own = stores.filter((st) => st.siteId === s.siteId);
  const store = storeId === undefined ? own[0] : own.find((st) => st.storeId === storeId);
  if (!store) return void fail(new AppError('FAIL', 'CHECKOUT_NO_STORE'));
  s.storeId = store.storeId;
  const { openDate, fullAddress, longitude, latitude, telphone } = store;
  s.store = {
    name: store.storeName,
    info: { open_date: openDate, full_address: fullAddress, longitude, latitude, telphone },
  };
}

function applyLocal(s: ShopPlan, askTime: string | undefined, fail: (e: AppError) => void) {
  const { localTimeStart: start, localTimeEnd: end, localStartMoney, localDeliveryMoney } = s.setting;
  s.deliveryMoney = localDeliveryMoney;
  if (goodsMoneyOf(s) < localStartMoney) {
    fail(
      new AppError('FAIL', 'CHECKOUT_LOCAL_START_MONEY', {
        params: { money: centsToMoney(localStartMoney) },
      }),
    );
  }
  const seconds = askTime ? secondsOf(askTime) : -1;
  if (seconds < start || seconds > end) {
    return void fail(
      new AppError('FAIL', 'CHECKOUT_DELIVERY_TIME_REQUIRED', {
        params: { start: hhmm(start), end: hhmm(end) },
      }),
    );
  }
  s.askTime = seconds;
}

export const EMAIL_RE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Checks the invoice a shop was asked for (spec §5 "Invoice": each field required where relevant). */
export function applyInvoice(
  s: ShopPlan,
  inv: checkout.ShopInvoice | undefined,
  obstacles: Obstacle[],
): void {
  if (!inv?.is_invoice) return;
  const fail = (field: string) =>
    obstacles.push({
      siteId: s.siteId,
      error: new AppError('FAIL', 'CHECKOUT_INVOICE_FIELD', { params: { field } }),
    });
  if (!s.setting.isInvoice) {
    obstacles.push({
      siteId: s.siteId,
      error: new AppError('FAIL', 'CHECKOUT_INVOICE_UNAVAILABLE', { params: { site_name: s.siteName } }),
    });
    return;
  }
  s.invoice = inv;
  if (!inv.invoice_type) fail('invoice_type');
  if (!inv.invoice_title_type) fail('invoice_title_type');
  if (!inv.invoice_title) fail('invoice_title');
  if (inv.invoice_title_type === 2 && !inv.taxpayer_number) fail('taxpayer_number');
  const contents = s.setting.invoiceContent.split(',');
  if (!inv.invoice_content || !contents.includes(inv.invoice_content)) fail('invoice_content');
  if (inv.invoice_type === 1) {
    if (!inv.invoice_full_address) fail('invoice_full_address');
    s.invoiceDeliveryMoney = s.setting.invoiceDeliveryMoney;
  }
  if (inv.invoice_type === 2 && !EMAIL_RE.test(inv.invoice_email ?? '')) fail('invoice_email');
}
