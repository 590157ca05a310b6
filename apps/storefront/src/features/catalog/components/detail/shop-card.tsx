import { HeartFilled, HeartOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../../components/safe-image.tsx';
import { Button, buttonClass } from '../../../../components/button.tsx';
import { Tag } from '../../../../components/tag.tsx';
import type { DetailShop } from '../../api/catalog-types.ts';
import { useShopFollow } from '../../api/follow-queries.ts';
import { ChatButton, type ChatDraft } from '../../../chat/index.ts';

const score = (v: string) => {
  const n = Number.parseFloat(v);
  return Number.isFinite(n) ? n.toFixed(1) : '-';
};

/** The seller beside the goods: logo, name, self-operated flag, three ratings, chat (with this goods), follow and visit. */
export function ShopCard({ shop, draft }: { shop: DetailShop; draft?: ChatDraft }) {
  const { t } = useTranslation('catalog');
  const { followed, ready, toggle, pending } = useShopFollow(shop.site_id);
  const ratings = [
    [t('detail.shopDesc'), shop.shop_desccredit],
    [t('detail.shopService'), shop.shop_servicecredit],
    [t('detail.shopDelivery'), shop.shop_deliverycredit],
  ] as const;
  return (
    <aside className="detail-shop" aria-label={shop.site_name} data-testid="shop-card">
      <div className="detail-shop__head">
        <SafeImage src={shop.logo || shop.avatar} alt={shop.site_name} kind="shop" width={56} height={56} />
        <div>
          <div className="detail-shop__name">{shop.site_name}</div>
          {shop.is_own ? <Tag colour="red">{t('detail.shopOwn')}</Tag> : null}
        </div>
      </div>
      <dl className="detail-shop__ratings">
        {ratings.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{score(value)}</dd>
          </div>
        ))}
      </dl>
      {shop.telephone ? (
        <p className="detail-shop__phone">
          {t('detail.shopPhone')}: {shop.telephone}
        </p>
      ) : null}
      <div className="detail-shop__buttons">
        <ChatButton size="small" siteId={shop.site_id} draft={draft} />
        <Link to={`/shop-${shop.site_id}`} className={buttonClass('default', 'small')}>
          <ShopOutlined /> <span>{t('detail.shopVisit')}</span>
        </Link>
        <Button
          size="small"
          icon={followed ? <HeartFilled /> : <HeartOutlined />}
          loading={pending}
          onClick={() => void toggle(!followed).catch(() => undefined)}
          aria-pressed={followed}
          data-testid="follow-shop"
          data-ready={ready}
        >
          {followed ? t('detail.shopFollowing') : t('detail.shopFollow')}
        </Button>
      </div>
    </aside>
  );
}
