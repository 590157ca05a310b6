import type { checkout } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image.tsx';
import type { ShopInvoiceInput } from '../api/checkout-types.ts';
import { NativeSelect } from '../../../components/native-select.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { DeliveryChoice } from './delivery-choice.tsx';
import { LazyInvoiceModal, MountedOnceOpen, preloadInvoiceModal } from './lazy-dialogs.tsx';
import { ManjianRow } from './manjian-row.tsx';
import { Amount } from '../../../components/amount.tsx';
import { useMoneyFormat } from '../../../lib/money.ts';
import { Button } from '../../../components/button.tsx';

export interface ShopHandlers {
  delivery: (d: checkout.ShopDelivery) => void;
  coupon: (couponId: number) => void;
  invoice: (invoice: ShopInvoiceInput) => void;
  message: (text: string) => void;
}

function GoodsLines({ shop }: { shop: checkout.CheckoutShop }) {
  return (
    <ul className="co-lines">
      {shop.goods_list.map((g) => (
        <li key={`${g.sku_id}-${g.cart_id}`} className="co-line">
          <Link to={`/sku-${g.sku_id}`} className="co-line-goods">
            <SafeImage src={g.sku_image} kind="goods" size="small" alt="" width={60} height={60} />
            <span>{g.sku_name}</span>
          </Link>
          <span className="co-line-price">
            <Amount value={g.price} />
            {Number(g.original_price) > Number(g.price) && (
              <del className="co-line-original" data-testid="checkout-original-price">
                <Amount value={g.original_price} />
              </del>
            )}
          </span>
          <span className="co-line-num">×{g.num}</span>
          <Amount className="co-line-sub" value={g.goods_money} strong />
        </li>
      ))}
    </ul>
  );
}

function InvoiceRow({
  shop,
  value,
  onSave,
}: {
  shop: checkout.CheckoutShop;
  value?: ShopInvoiceInput;
  onSave: (v: ShopInvoiceInput) => void;
}) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const on = value?.is_invoice === 1;
  return (
    <div className="co-row">
      <span className="co-row-label">{t('invoice.title')}</span>
      <span>
        {on
          ? `${t(value.invoice_type === 1 ? 'invoice.paper' : 'invoice.electronic')} · ${value.invoice_title ?? ''} · ${t('invoice.tax', { rate: shop.invoice.invoice_rate })}`
          : t('invoice.no')}
      </span>
      <Button
        kind="link"
        onPointerEnter={preloadInvoiceModal}
        onFocus={preloadInvoiceModal}
        onClick={() => setOpen(true)}
      >
        {on ? t('invoice.edit') : t('invoice.want')}
      </Button>
      {on && (
        <Button kind="link" onClick={() => onSave({ is_invoice: 0 })}>
          {t('invoice.cancel')}
        </Button>
      )}
      <MountedOnceOpen open={open}>
        <LazyInvoiceModal
          open={open}
          contents={shop.invoice.invoice_content_array.filter(Boolean)}
          value={on ? value : undefined}
          onClose={() => setOpen(false)}
          onSave={(v) => {
            setOpen(false);
            onSave(v);
          }}
        />
      </MountedOnceOpen>
    </div>
  );
}

/** One shop's part of the checkout: its goods, delivery, coupon, invoice, message and subtotal. */
export function ShopSection({
  shop,
  invoice,
  message,
  on,
}: {
  shop: checkout.CheckoutShop;
  invoice?: ShopInvoiceInput;
  message: string;
  on: ShopHandlers;
}) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  return (
    <section className="co-card co-shop" data-testid="checkout-shop" aria-label={shop.site_name}>
      <div className="co-card-head">
        <h2>{shop.site_name}</h2>
      </div>
      <GoodsLines shop={shop} />
      <ManjianRow shop={shop} />
      <div className="co-row">
        <span className="co-row-label">{t('delivery.title')}</span>
        <DeliveryChoice shop={shop} onChange={on.delivery} />
        <Amount className="co-row-end" value={shop.delivery_money} label={t('delivery.fee')} />
      </div>
      <div className="co-row">
        <span className="co-row-label">{t('coupon.shop')}</span>
        <NativeSelect
          className="co-coupon"
          aria-label={t('coupon.shop')}
          value={shop.coupon_id}
          onChange={on.coupon}
          options={[
            { value: 0, label: shop.coupon_list.length ? t('coupon.none') : t('coupon.noneUsable') },
            ...shop.coupon_list.map((c) => ({
              value: c.coupon_id,
              label: `${c.coupon_name} (-${formatMoney(c.money)})`,
            })),
          ]}
        />
        {Number(shop.coupon_money) > 0 && (
          <Amount className="co-row-end" value={shop.coupon_money} label={t('coupon.saved')} minus />
        )}
      </div>
      {shop.invoice.is_invoice === 1 && <InvoiceRow shop={shop} value={invoice} onSave={on.invoice} />}
      <div className="co-row">
        <span className="co-row-label">{t('message.title')}</span>
        <TextInput
          className="co-message"
          aria-label={t('message.title')}
          placeholder={t('message.placeholder')}
          maxLength={200}
          value={message}
          onChange={(e) => on.message(e.target.value)}
        />
      </div>
      <div className="co-shop-total">
        {t('shopTotal', { count: shop.goods_num })} <Amount value={shop.order_money} strong />
      </div>
    </section>
  );
}
