import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/states/list-status.tsx';
import { Money } from '../../../components/money.tsx';
import { useMemberOfPage } from '../../account/index.ts';
import { usePackages } from '../api/recharge-queries.ts';
import { PackageCard } from '../components/package-card.tsx';
import './recharge-pages.css';
import { Shimmer } from '../../../components/states/placeholders.tsx';

/** /member/recharge_list: the packages on sale; buying one goes to /pay like an order. */
export function Page() {
  const { t } = useTranslation('recharge');
  const { data: info } = useMemberOfPage();
  const { data, isLoading } = usePackages();
  return (
    <div className="page-card recharge-page">
      <div className="recharge-page__head">
        <h1>{t('title')}</h1>
        <span data-testid="recharge-balance">
          {t('storedValue')} {info ? <Money value={info.balance} /> : <Shimmer className="shimmer--inline" />}
        </span>
        <Link to="/member/recharge_order">{t('orders.title')}</Link>
      </div>
      <ListStatus loading={isLoading} empty={data?.list.length === 0} emptyText={t('empty')} />
      <div className="recharge-page__grid">
        {data?.list.map((p) => (
          <PackageCard key={p.recharge_id} item={p} />
        ))}
      </div>
      <p className="recharge-page__note">{t('note')}</p>
    </div>
  );
}
