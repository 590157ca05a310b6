import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../components/money.tsx';
import { RegionPicker } from '../../../address/index.ts';
import { useFreight } from '../../api/catalog-queries.ts';
import type { Freight } from '../../api/catalog-types.ts';

const STORAGE_KEY = 'deliveryRegion';

/** The district chosen last time, kept so every goods page starts with the shopper's own area. */
function storedPath(): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(v) && v.length === 3 && v.every((n) => Number.isInteger(n)) ? (v as number[]) : [];
  } catch {
    return [];
  }
}

function FreightLine({ freight }: { freight: Freight | undefined }) {
  const { t } = useTranslation('catalog');
  if (!freight) return null;
  if (!freight.is_available) return <span className="detail-freight warn">{t('detail.notDeliverable')}</span>;
  return (
    <span className="detail-freight">
      {freight.delivery_money === '0.00' ? (
        t('detail.freeShipping')
      ) : (
        <>
          {t('detail.freight', { money: '' })}
          <Money value={freight.delivery_money} className="" />
        </>
      )}
      <span className="detail-freight__ok">{t('detail.deliverable')}</span>
    </span>
  );
}

/**
 * Province / city / district of the shopper's address, with what delivery there costs and whether it is possible.
 * The address book's three selects (antd's Cascader brought antd onto the goods page: issue 12); each level's
 * areas load once the level above is chosen, and a remembered district shows its whole path.
 */
export function DeliveryChoice({
  skuId,
  num,
  onAvailability,
}: {
  skuId: number;
  num: number;
  onAvailability: (ok: boolean) => void;
}) {
  const { t } = useTranslation('catalog');
  const [path, setPath] = useState<number[]>(storedPath);
  const { data: freight } = useFreight(skuId, path[2], num);
  useEffect(() => onAvailability(freight ? freight.is_available === 1 : true), [freight, onAvailability]);
  const choose = (next: number[]) => {
    setPath(next);
    if (next.length === 3) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };
  return (
    <dl className="detail-row detail-delivery">
      <dt>{t('detail.deliverTo')}</dt>
      <dd>
        <div role="group" aria-label={t('detail.deliverTo')} className="detail-delivery__region">
          <RegionPicker value={path} onChange={choose} />
        </div>
        {path.length === 3 ? <FreightLine freight={freight} /> : null}
      </dd>
    </dl>
  );
}
