import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { Money } from '../../../components/money.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { useBuyPackage, usePackage } from '../api/recharge-queries.ts';
import './recharge-pages.css';

/** /member/recharge_detail?recharge_id=…: one package in full, with the buy button. */
export function Page() {
  const { t } = useTranslation('recharge');
  const id = Number(useSearchParams()[0].get('recharge_id')) || 0;
  const { data, isLoading, isError } = usePackage(id);
  const buy = useBuyPackage();
  if (id <= 0 || isError)
    return <MissingState title={t('missing')} backTo="/member/recharge_list" backLabel={t('back')} />;
  if (isLoading || !data) return <ShimmerLines rows={6} />;
  return (
    <div className="page-card recharge-page">
      <div className="recharge-page__head">
        <h1>{data.recharge_name}</h1>
        <Link to="/member/recharge_list">{t('back')}</Link>
      </div>
      {/* One fact a row, in antd's middle-sized Descriptions. */}
      <div className="recharge-page__facts">
        <FactList
          size="middle"
          facts={[
            { key: 'face', label: t('faceValue'), value: <Money value={data.face_value} />, wide: true },
            { key: 'price', label: t('price'), value: <Money value={data.buy_price} />, wide: true },
            { key: 'points', label: t('points'), value: data.point, wide: true },
            { key: 'growth', label: t('growth'), value: data.growth, wide: true },
            { key: 'sold', label: t('sold'), value: data.sale_num, wide: true },
          ]}
        />
      </div>
      <Button
        kind="primary"
        size="large"
        className="recharge-page__buy"
        loading={buy.isPending}
        onClick={() => buy.mutate(data.recharge_id)}
      >
        {t('buy')}
      </Button>
    </div>
  );
}
