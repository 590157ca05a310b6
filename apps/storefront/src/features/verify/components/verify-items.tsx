import type { verify } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import './verify.css';
import './verify-items.css';

/** What a code covers: the goods lines, then the remarks (order number, buyer, pickup store). */
export function VerifyItems({ info }: { info: verify.VerifyInfo }) {
  const { t } = useTranslation('verify');
  return (
    <>
      <DataTable
        rowKey={(r) => `${r.name}-${r.price}`}
        dataSource={info.item_array}
        size="small"
        columns={[
          {
            title: t('goods'),
            render: (_v, r) => (
              <span className="vf-goods">
                <SafeImage src={r.img} alt={r.name} kind="goods" size="small" width={48} height={48} />
                <span>{r.name}</span>
              </span>
            ),
          },
          { title: t('price'), width: 120, render: (_v, r) => <Money value={r.price} /> },
          { title: t('num'), width: 80, dataIndex: 'num' },
        ]}
      />
      <dl className="vf-remarks">
        {info.remark_array.map((r) => (
          <div key={r.title}>
            <dt>{r.title}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
