import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdv } from '../../../lib/site-data.ts';
import { SmartLink } from '../../../components/smart-link.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { useBrandPage } from '../api/catalog-queries.ts';
import './brand-page.css';
import { linkUrl } from '../../../lib/json-text.ts';
import { Pager } from '../../../components/pager.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

const PAGE_SIZE = 30;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The brand page's advertisement (position NS_PC_BRAND), shown when the platform configured one. */
function BrandAdvert() {
  const { data } = useAdv('NS_PC_BRAND');
  const adv = data?.adv_list[0];
  if (!adv) return null;
  return (
    <SmartLink url={linkUrl(adv.adv_url)} className="brand-adv" title={adv.adv_title}>
      <SafeImage src={adv.adv_image} alt={adv.adv_title} lazy={false} />
    </SmartLink>
  );
}

/** /brand: the brand wall; each brand opens the goods list filtered by it. */
export function Page() {
  const { t } = useTranslation('catalog');
  const [page, setPage] = useState(1);
  const [initial, setInitial] = useState('');
  const { data, isLoading, isError } = useBrandPage(page, PAGE_SIZE, initial);
  const pickInitial = (letter: string) => {
    setInitial(letter);
    setPage(1);
  };
  return (
    <div className="brand-page">
      <BrandAdvert />
      <section className="brand-wall">
        <div className="brand-wall__head">
          <h1 className="brand-wall__title">{t('brand.title')}</h1>
          <nav className="brand-wall__letters" aria-label={t('brand.byLetter')}>
            {['', ...LETTERS].map((letter) => (
              <button
                key={letter || 'all'}
                type="button"
                className={initial === letter ? 'active' : ''}
                aria-pressed={initial === letter}
                onClick={() => pickInitial(letter)}
              >
                {letter || t('brand.all')}
              </button>
            ))}
          </nav>
        </div>
        {isLoading ? (
          <ShimmerLines rows={6} />
        ) : !data?.list.length ? (
          <EmptyNote description={isError ? t('list.loadFailed') : t('brand.empty')} />
        ) : (
          <ul className="brand-wall__grid">
            {data.list.map((b) => (
              <li key={b.brand_id}>
                <Link to={`/list?brand=${b.brand_id}`} className="brand-tile" title={b.brand_name}>
                  <SafeImage src={b.image_url} alt={b.brand_name} kind="brand" className="brand-tile__logo" />
                  <span className="brand-tile__name">{b.brand_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data && data.count > PAGE_SIZE ? (
          <Pager
            className="brand-wall__pager"
            current={page}
            pageSize={PAGE_SIZE}
            total={data.count}
            onChange={setPage}
          />
        ) : null}
      </section>
    </div>
  );
}
