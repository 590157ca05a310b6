import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';
import { useAddressList } from '../../address/index.ts';
import { LazyAddressModal, MountedOnceOpen, preloadAddressModal } from './lazy-dialogs.tsx';

/** The consignee: the member's addresses as cards, the chosen one framed; a new one can be added in place. */
export function AddressSection({
  chosenId,
  onChoose,
}: {
  chosenId: number | undefined;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const list = useAddressList();
  const [adding, setAdding] = useState(false);
  const rows = list.data?.list ?? [];
  return (
    <section className="co-card" aria-labelledby="co-address-title">
      <div className="co-card-head">
        <h2 id="co-address-title">{t('address.title')}</h2>
        <Button
          kind="link"
          icon={<PlusOutlined />}
          onPointerEnter={preloadAddressModal}
          onFocus={preloadAddressModal}
          onClick={() => setAdding(true)}
        >
          {t('address.add')}
        </Button>
      </div>
      {list.isLoading ? (
        <ShimmerLines rows={2} />
      ) : rows.length === 0 ? (
        <p className="co-muted">{t('address.none')}</p>
      ) : (
        <ul className="co-address-list">
          {rows.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className={`co-address${a.id === chosenId ? ' co-address--on' : ''}`}
                aria-pressed={a.id === chosenId}
                onClick={() => onChoose(a.id)}
              >
                <span className="co-address-name">
                  <EnvironmentOutlined /> {a.name} {a.mobile}
                  {a.is_default === 1 && <Tag colour="red">{t('address.default')}</Tag>}
                </span>
                <span className="co-address-text">
                  {a.full_address} {a.address}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <MountedOnceOpen open={adding}>
        <LazyAddressModal
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false);
            onChoose(id);
          }}
        />
      </MountedOnceOpen>
    </section>
  );
}
