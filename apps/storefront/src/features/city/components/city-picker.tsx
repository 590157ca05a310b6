import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityGroups, useCitySites } from '../api/city-queries.ts';
import './city-picker.css';
import { EmptyNote } from '../../../components/states/placeholders.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';

interface CityPickerProps {
  onPick: (areaId: number, name: string) => void;
  pending: number | null;
}

/** Every city of the country: pick a province, then one of its cities. */
export function CityPicker({ onPick, pending }: CityPickerProps) {
  const { t } = useTranslation('city');
  const { data: provinces, isLoading } = useCityGroups();
  const { data: sites } = useCitySites();
  const withSite = new Set((sites ?? []).map((s) => s.site_area_id));
  const [provinceId, setProvinceId] = useState<number | null>(null);
  const province = provinces?.find((p) => p.id === provinceId);

  if (isLoading) return <PageLoading />;
  if (!provinces?.length) return <EmptyNote description={t('noRegions')} />;
  return (
    <div className="city-picker">
      <div className="city-picker__provinces" role="group" aria-label={t('provinces')}>
        {provinces.map((p) => (
          <button
            key={p.id}
            type="button"
            className={p.id === provinceId ? 'city-chip active' : 'city-chip'}
            aria-pressed={p.id === provinceId}
            onClick={() => setProvinceId(p.id)}
          >
            {p.name}
          </button>
        ))}
      </div>
      {province ? (
        <div className="city-picker__cities" role="group" aria-label={t('citiesOf', { name: province.name })}>
          <span className="city-picker__province-name">{province.name}</span>
          {province.child_list.map((c) => (
            <button
              key={c.id}
              type="button"
              className={withSite.has(c.id) ? 'city-chip city-chip--site' : 'city-chip'}
              title={withSite.has(c.id) ? t('hasSite') : undefined}
              disabled={pending !== null}
              onClick={() => onPick(c.id, c.name)}
            >
              {c.name}
            </button>
          ))}
        </div>
      ) : (
        <p className="city-picker__hint">
          {t('pickProvince')} <span className="city-chip--site city-picker__legend">{t('hasSite')}</span>
        </p>
      )}
    </div>
  );
}
