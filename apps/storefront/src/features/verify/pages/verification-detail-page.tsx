import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FactList } from '../../../components/fact-list.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { Tag } from '../../../components/tag.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useVerifyDetail } from '../api/verify-api.ts';
import { VerifyItems } from '../components/verify-items.tsx';
import { VerifyLoading } from '../components/verify-loading.tsx';
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
  if (isPending || !info) return <VerifyLoading />;
  return (
    <div className="page-card">
      <div className="vf-list-head">
        <h1>{t('detailTitle')}</h1>
        <Link to="/member/verification_list">{t('records')}</Link>
      </div>
      <FactList
        facts={[
          { key: 'code', label: t('code'), value: info.verify_code },
          { key: 'type', label: t('typeTitle'), value: <Tag colour="blue">{info.verify_type_name}</Tag> },
          { key: 'shop', label: t('shop'), value: info.site_name },
          { key: 'order', label: t('orderNo'), value: info.order_no },
          { key: 'state', label: t('state'), value: info.is_verify ? t('used') : t('open') },
          { key: 'clerk', label: t('clerk'), value: info.verifier_name || '-' },
          { key: 'time', label: t('time'), value: info.verify_time ? dateTimeOf(info.verify_time) : '-' },
        ]}
      />
      <div className="vf-result">
        <VerifyItems info={info} />
      </div>
    </div>
  );
}
