import { EnvironmentOutlined } from '@ant-design/icons';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../../lib/request.ts';
import { Money } from '../../../../components/money.tsx';
import { useFreight } from '../../api/catalog-queries.ts';
import type { Freight, Region } from '../../api/catalog-types.ts';
import { LazyCascader } from './lazy-widgets.tsx';

interface Option {
  value: number;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const STORAGE_KEY = 'deliveryRegion';
const toOptions = (rows: Region[]): Option[] =>
  rows.map((r) => ({ value: r.id, label: r.name, isLeaf: r.level >= 3 }));
const loadChildren = (pid: number) =>
  request<Region[]>({ url: '/api/address/lists', data: { pid }, silent: true }).then(toOptions);

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

/** Province / city / district of the shopper's address, with what delivery there costs and whether it is possible. */
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
  const [options, setOptions] = useState<Option[]>([]);
  const [path, setPath] = useState<number[]>(storedPath);
  const { data: freight } = useFreight(skuId, path[2], num);

  useEffect(() => {
    void loadChildren(0).then(
      async (provinces) => {
        // Open the remembered path so the cascader can show its names.
        const [p, c] = storedPath();
        const province = provinces.find((o) => o.value === p);
        if (province && c) {
          province.children = await loadChildren(p!);
          const city = province.children.find((o) => o.value === c);
          if (city) city.children = await loadChildren(c);
        }
        setOptions(provinces);
      },
      () => setOptions([]),
    );
  }, []);
  useEffect(() => onAvailability(freight ? freight.is_available === 1 : true), [freight, onAvailability]);

  const loadData = (selected: Option[]) => {
    const target = selected[selected.length - 1]!;
    void loadChildren(target.value).then((children) => {
      target.children = children;
      setOptions((o) => [...o]);
    });
  };
  return (
    <dl className="detail-row detail-delivery">
      <dt>{t('detail.deliverTo')}</dt>
      <dd>
        <Suspense fallback={<span style={{ display: 'inline-block', width: 260, height: 24 }} aria-hidden />}>
          <LazyCascader
            options={options}
            loadData={(selected) => loadData(selected as Option[])}
            value={path.length ? path : undefined}
            onChange={(v) => {
              const next = (v ?? []).map(Number);
              setPath(next);
              if (next.length === 3) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
            }}
            changeOnSelect={false}
            placeholder={t('detail.chooseRegion')}
            suffixIcon={<EnvironmentOutlined />}
            aria-label={t('detail.deliverTo')}
            style={{ width: 260 }}
            size="small"
          />
        </Suspense>
        {path.length === 3 ? <FreightLine freight={freight} /> : null}
      </dd>
    </dl>
  );
}
