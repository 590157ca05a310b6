import { RightOutlined, StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Shimmer } from '../../../../components/states/placeholders.tsx';
import { Link } from 'react-router';
import { useHotShops } from '../../api/site-queries.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import './section-head.css';
import './hot-shops.css';

const score = (credit: string) => {
  const n = Number.parseFloat(credit);
  return Number.isFinite(n) ? n.toFixed(1) : '';
};

/** A strip of the most popular shops, each linking to its shop home. */
export function HotShops() {
  const { t } = useTranslation('home');
  const { data, isLoading } = useHotShops(6);
  const shops = data ?? [];
  if (!isLoading && !shops.length) return null;
  return (
    <section className="home-section home-hot-shops">
      <div className="home-section__head">
        <h2 className="home-section__title">{t('hotShops.title')}</h2>
        <Link to="/street" className="home-section__more">
          {t('hotShops.more')}
          <span className="visually-hidden">: {t('hotShops.title')}</span> <RightOutlined />
        </Link>
      </div>
      <ul className="home-hot-shops__list">
        {isLoading
          ? Array.from({ length: 6 }, (_, i) => (
              // The shape of a drawn shop, so the floors below stay where they are when the shops arrive.
              <li key={i} className="home-hot-shops__item">
                <span className="home-hot-shops__link home-hot-shops__link--waiting">
                  <Shimmer className="home-hot-shops__waiting-logo" />
                  <Shimmer className="home-hot-shops__waiting-name" />
                  <Shimmer className="home-hot-shops__waiting-meta" />
                  <Shimmer className="home-hot-shops__waiting-enter" />
                </span>
              </li>
            ))
          : shops.map((s) => {
              const rating = score(s.shop_desccredit);
              return (
                <li key={s.site_id} className="home-hot-shops__item">
                  <Link to={`/shop-${s.site_id}`} className="home-hot-shops__link" title={s.site_name}>
                    <SafeImage
                      src={s.logo || s.avatar}
                      alt={s.site_name}
                      kind="shop"
                      className="home-hot-shops__logo"
                      blankClassName="home-img-blank home-hot-shops__logo"
                    />
                    <div className="home-hot-shops__name">{s.site_name}</div>
                    <div className="home-hot-shops__meta">
                      {rating ? (
                        <span className="home-hot-shops__rating">
                          <StarFilled /> {t('hotShops.rating', { score: rating })}
                        </span>
                      ) : null}
                      <span>{t('hotShops.followers', { n: s.sub_num })}</span>
                    </div>
                    <span className="home-hot-shops__enter">{t('hotShops.enter')}</span>
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
