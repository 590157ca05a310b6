import { HeartFilled, HeartOutlined, MobileOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../../../cart/index.ts';
import { useGoodsQrcode } from '../../api/catalog-queries.ts';
import type { GoodsSkuDetail } from '../../api/catalog-types.ts';
import { useGoodsFollow } from '../../api/follow-queries.ts';
import { imgUrl } from '../../../../lib/image.ts';
import { Button } from '../../../../components/button.tsx';
import { HoverCard } from '../../../../components/hover-card.tsx';
import { LazyQrCode } from '../../../../components/lazy-qr-code.ts';

function MobileQr({ skuId }: { skuId: number }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const { data, isLoading } = useGoodsQrcode(skuId, open);
  const h5 = data?.path.h5;
  const loading = (
    <span className="page-loading__dot detail-qr__loading" role="status" aria-label={t('common:loading')} />
  );
  return (
    <HoverCard
      onOpen={() => setOpen(true)}
      trigger={
        <Button icon={<MobileOutlined />} className="detail-actions__qr">
          {t('detail.mobileBuy')}
        </Button>
      }
    >
      <div className="detail-qr" data-testid="goods-qrcode">
        {isLoading ? (
          loading
        ) : h5?.img ? (
          <img src={imgUrl(h5.img)} alt={t('detail.scanToBuy')} width={140} height={140} />
        ) : h5?.url ? (
          <Suspense fallback={loading}>
            <LazyQrCode value={h5.url} size={140} label={t('detail.scanToBuy')} />
          </Suspense>
        ) : null}
        <p>{t('detail.scanToBuy')}</p>
      </div>
    </HoverCard>
  );
}

function FollowGoods({ sku }: { sku: GoodsSkuDetail }) {
  const { t } = useTranslation('catalog');
  const { followed, ready, toggle, pending } = useGoodsFollow(sku.goods_id, sku.sku_id);
  const [delta, setDelta] = useState(0);
  const onClick = () => {
    const change = followed ? -1 : 1;
    toggle(!followed).then(
      () => setDelta((d) => d + change),
      () => undefined,
    );
  };
  return (
    <Button
      kind="text"
      className="detail-actions__follow"
      data-testid="follow-goods"
      data-ready={ready}
      onClick={onClick}
      loading={pending}
      icon={followed ? <HeartFilled /> : <HeartOutlined />}
      aria-pressed={followed}
    >
      {followed ? t('detail.followedGoods') : t('detail.followGoods')}
      <span className="detail-actions__count">
        {t('detail.followers', { count: Math.max(0, sku.collect_num + delta) })}
      </span>
    </Button>
  );
}

interface Props {
  sku: GoodsSkuDetail;
  num: number;
  /** Sold out, off sale, not deliverable: the purchase buttons are off. */
  canBuy: boolean;
  /** The shop's name (shop_info), kept on a guest line so the cart can head its shop group with it. */
  siteName?: string;
}

/**
 * Add to cart goes to the member's cart, or for a guest to localCartData (features/cart checks the limits and
 * shows the texts either way); buying now goes straight to checkout with this SKU and quantity (a guest is sent
 * to log in first by the checkout route's guard).
 */
export function BuyActions({ sku, num, canBuy, siteName }: Props) {
  const { t } = useTranslation('catalog');
  const { addToCart, pending } = useAddToCart();
  const navigate = useNavigate();
  const buyNow = () => void navigate(`/payment?sku_id=${sku.sku_id}&num=${num}`);
  const onAddToCart = () =>
    void addToCart(
      {
        sku_id: sku.sku_id,
        site_id: sku.site_id,
        site_name: siteName,
        goods_id: sku.goods_id,
        sku_name: sku.sku_name,
        goods_name: sku.goods_name,
        sku_image: sku.sku_image,
        price: sku.discount_price || sku.price,
        stock: sku.stock,
        min_buy: Math.max(1, sku.min_buy),
        max_buy: sku.max_buy,
        unit: sku.unit,
      },
      num,
    );
  return (
    <div className="detail-actions">
      <Button size="large" className="detail-actions__buy" disabled={!canBuy} onClick={buyNow}>
        {t('detail.buyNow')}
      </Button>
      <Button
        size="large"
        kind="primary"
        icon={<ShoppingCartOutlined />}
        disabled={!canBuy}
        loading={pending}
        onClick={onAddToCart}
      >
        {t('detail.addToCart')}
      </Button>
      <MobileQr skuId={sku.sku_id} />
      <FollowGoods sku={sku} />
    </div>
  );
}
