import { Button, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { Money } from '../../../components/money.tsx';
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
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="page-card recharge-page">
      <div className="recharge-page__head">
        <h1>{data.recharge_name}</h1>
        <Link to="/member/recharge_list">{t('back')}</Link>
      </div>
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label={t('faceValue')}>
          <Money value={data.face_value} />
        </Descriptions.Item>
        <Descriptions.Item label={t('price')}>
          <Money value={data.buy_price} />
        </Descriptions.Item>
        <Descriptions.Item label={t('points')}>{data.point}</Descriptions.Item>
        <Descriptions.Item label={t('growth')}>{data.growth}</Descriptions.Item>
        <Descriptions.Item label={t('sold')}>{data.sale_num}</Descriptions.Item>
      </Descriptions>
      <Button
        type="primary"
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
