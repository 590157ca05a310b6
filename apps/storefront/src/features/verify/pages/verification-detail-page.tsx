import { Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useVerifyDetail } from '../api/verify-api.ts';
import { VerifyItems } from '../components/verify-items.tsx';
import '../components/verify.css';

/** /member/verification_detail?code=…: one written-off code, as it was written off. */
export function Page() {
  const { t } = useTranslation('verify');
  const code = useSearchParams()[0].get('code') ?? '';
  const { data: info, isPending, isError } = useVerifyDetail(code);
  if (!code || isError)
    return (
      <div className="page-card">
        <MissingState title={t('missing')} backTo="/member/verification_list" backLabel={t('records')} />
      </div>
    );
  if (isPending || !info) return <Skeleton active className="page-card" />;
  return (
    <div className="page-card">
      <div className="vf-list-head">
        <h1>{t('detailTitle')}</h1>
        <Link to="/member/verification_list">{t('records')}</Link>
      </div>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          { key: 'code', label: t('code'), children: info.verify_code },
          { key: 'type', label: t('typeTitle'), children: <Tag color="blue">{info.verify_type_name}</Tag> },
          { key: 'shop', label: t('shop'), children: info.site_name },
          { key: 'order', label: t('orderNo'), children: info.order_no },
          {
            key: 'state',
            label: t('state'),
            children: info.is_verify ? t('used') : t('open'),
          },
          { key: 'clerk', label: t('clerk'), children: info.verifier_name || '-' },
          {
            key: 'time',
            label: t('time'),
            children: info.verify_time ? dateTimeOf(info.verify_time) : '-',
          },
        ]}
      />
      <div className="vf-result">
        <VerifyItems info={info} />
      </div>
    </div>
  );
}
