import { PlusOutlined } from '@ant-design/icons';
import { memberAddress } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';
import { toast } from '../../../lib/toast.ts';
import { addressApi, useAddressList } from '../api/address-api.ts';
import './address-pages.css';

type Row = memberAddress.MemberAddress;

function AddressCard({ row }: { row: Row }) {
  const { t } = useTranslation('address');
  const run = (p: Promise<unknown>, done: string) =>
    void p.then(() => toast(done, 'success')).catch(() => undefined);
  return (
    <li className={`addr-card${row.is_default ? ' addr-card--default' : ''}`} data-testid="address-card">
      <div className="addr-card-head">
        <strong>{row.name}</strong>
        {row.is_default === 1 && <Tag colour="red">{t('default')}</Tag>}
      </div>
      <dl>
        <dt>{t('mobile')}</dt>
        <dd>{row.mobile}</dd>
        {row.telephone && (
          <>
            <dt>{t('telephone')}</dt>
            <dd>{row.telephone}</dd>
          </>
        )}
        <dt>{t('region')}</dt>
        <dd>{row.full_address}</dd>
        <dt>{t('detail')}</dt>
        <dd>{row.address}</dd>
      </dl>
      <div className="addr-card-actions">
        {row.is_default !== 1 && (
          <button
            type="button"
            className="addr-link"
            onClick={() => run(addressApi.setDefault(row.id), t('defaultSet'))}
          >
            {t('makeDefault')}
          </button>
        )}
        <Link className="addr-link" to={`/member/address_edit?id=${row.id}`}>
          {t('edit')}
        </Link>
        {row.is_default !== 1 && (
          <PopConfirm
            question={t('confirmDelete')}
            onConfirm={() => run(addressApi.remove(row.id), t('deleted'))}
            className="addr-link"
          >
            {t('delete')}
          </PopConfirm>
        )}
      </div>
    </li>
  );
}

/** /member/delivery_address: the member's addresses (default first), add, edit, set default, delete. */
export function Page() {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const { data } = useAddressList();
  const full = (data?.count ?? 0) >= memberAddress.MEMBER_ADDRESS_MAX;
  return (
    <div className="page-card addr-list">
      <div className="addr-list-head">
        <h1>{t('listTitle')}</h1>
        <span className="addr-count">
          {t('count', { n: data?.count ?? 0, max: memberAddress.MEMBER_ADDRESS_MAX })}
        </span>
        <Button
          kind="primary"
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => void navigate('/member/address_edit')}
        >
          {t('add')}
        </Button>
      </div>
      {!data ? (
        <ShimmerLines rows={4} />
      ) : data.list.length === 0 ? (
        <EmptyNote description={t('empty')} />
      ) : (
        <ul className="addr-cards">
          {data.list.map((row) => (
            <AddressCard key={row.id} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
