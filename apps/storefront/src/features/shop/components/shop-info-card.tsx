import { CheckCircleFilled } from '@ant-design/icons';
import { shop as shopContract } from '@mall/contracts';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopServices } from '../../../lib/site-data.ts';
import { MountedOnceOpen } from '../../../components/mounted-once-open.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { Tag } from '../../../components/tag.tsx';
import { FollowShopButton } from './follow-shop-button.tsx';
import { ChatButton } from '../../chat/index.ts';
import { ShopRatings } from './shop-ratings.tsx';
import './shop-info-card.css';

/** The dialog is a chunk of its own, fetched when wanted rather than with every shop page. */
const loadTermsDialog = () => import('./shop-terms-dialog.tsx');
const ShopTermsDialog = lazy(() => loadTermsDialog().then((m) => ({ default: m.ShopTermsDialog })));

function TermsButton({ siteId }: { siteId: number }) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shop-info-card__terms"
        onClick={() => setOpen(true)}
        // The dialog's chunk is fetched as the pointer or focus nears, so the click opens it at once.
        onPointerEnter={() => void loadTermsDialog()}
        onFocus={() => void loadTermsDialog()}
      >
        {t('info.terms')}
      </button>
      <MountedOnceOpen open={open}>
        <ShopTermsDialog siteId={siteId} open={open} onClose={() => setOpen(false)} />
      </MountedOnceOpen>
    </>
  );
}

/** The shop home's left card: identity, scores, follow, contact details, guarantees and main categories. */
export function ShopInfoCard({ shop }: { shop: shopContract.ShopDetail }) {
  const { t } = useTranslation('shop');
  const { data: services } = useShopServices();
  const promised = (services ?? []).filter((s) =>
    shopContract.SHOP_SERVICE_FLAGS.some((flag) => flag === s.key && shop[flag] === 1),
  );
  const facts = [
    { label: t('info.phone'), value: shop.telephone },
    { label: t('info.address'), value: shop.full_address || shop.address },
    { label: t('info.hours'), value: shop.workingtime },
  ].filter((f) => f.value);
  return (
    <aside className="shop-info-card" data-testid="shop-info-card">
      <SafeImage
        src={shop.avatar || shop.logo}
        alt={shop.site_name}
        kind="shop"
        className="shop-info-card__avatar"
      />
      <h2>{shop.site_name}</h2>
      {shop.is_own ? <Tag colour="red">{t('selfOperated')}</Tag> : null}
      <div className="shop-info-card__follow">
        <FollowShopButton siteId={shop.site_id} />
        <ChatButton size="small" siteId={shop.site_id} />
        <span>{t('followers', { count: shop.shop_collect })}</span>
      </div>
      <ShopRatings shop={shop} vertical />
      {shop.seo_description ? <p className="shop-info-card__intro">{shop.seo_description}</p> : null}
      <dl className="shop-info-card__facts">
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {promised.length ? (
        <ul className="shop-info-card__services" aria-label={t('info.services')}>
          {promised.map((s) => (
            <li key={s.key} title={s.desc}>
              <CheckCircleFilled /> {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      {shop.main_categories.length ? (
        <p className="shop-info-card__cats">
          {t('info.mainCategories')}: {shop.main_categories.map((c) => c.category_name).join(' / ')}
        </p>
      ) : null}
      <TermsButton siteId={shop.site_id} />
    </aside>
  );
}
