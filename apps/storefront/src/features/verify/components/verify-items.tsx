import type { verify } from '@mall/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import './verify.css';

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
      <Descriptions
        className="vf-remarks"
        size="small"
        column={1}
        items={info.remark_array.map((r) => ({ key: r.title, label: r.title, children: r.value }))}
      />
    </>
  );
}
