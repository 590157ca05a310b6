import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddons } from '../../../lib/site-data.ts';
import { useChosenCity } from '../city-cookie.ts';
import { CityPicker } from '../components/city-picker.tsx';
import { useCityName } from '../components/city-name.tsx';
import { HOT_CITIES, NATIONWIDE_AREA_ID } from '../hot-cities.ts';
import { useSwitchCity } from '../use-switch-city.ts';
import './change-city-page.css';
import { ResultState } from '../../../components/states/result-state.tsx';
import { Button } from '../../../components/button.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';

/** /change_city: nationwide and the hot cities first, then every city by province (facts §9.2). */
export function Page() {
  const { t } = useTranslation('city');
  const { data: addons, isLoading } = useAddons();
  const city = useChosenCity();
  const current = useCityName(city);
  const { switchTo, pending } = useSwitchCity();
  const navigate = useNavigate();

  if (isLoading) return <PageLoading />;
  if (!addons?.city) {
    return (
      <div className="page-card city-page">
        <ResultState
          icon={<EnvironmentOutlined className="city-page__missing-icon" />}
          title={t('pluginMissing')}
          extra={
            <Button kind="primary" onClick={() => void navigate('/index')}>
              {t('backHome')}
            </Button>
          }
        />
      </div>
    );
  }
  const hot = [{ areaId: NATIONWIDE_AREA_ID, label: t('nationwide') }].concat(
    HOT_CITIES.map((c) => ({ areaId: c.areaId, label: t(`cities.${c.key}`) })),
  );
  return (
    <div className="page-card city-page">
      <div className="city-page__current">
        <EnvironmentOutlined />
        <span>{t('current')}</span>
        <strong data-testid="current-city">{current}</strong>
        {city ? (
          <Button size="small" onClick={() => void switchTo(NATIONWIDE_AREA_ID, '')}>
            {t('backNationwide')}
          </Button>
        ) : null}
      </div>
      <section className="city-page__section">
        <h2>{t('hot')}</h2>
        <div className="city-page__hot" role="group" aria-label={t('hot')}>
          {hot.map((c) => (
            <button
              key={c.areaId}
              type="button"
              className="city-page__hot-city"
              disabled={pending !== null}
              onClick={() => void switchTo(c.areaId, c.label)}
            >
              {c.label}
            </button>
          ))}
        </div>
      </section>
      <section className="city-page__section">
        <h2>{t('byProvince')}</h2>
        <CityPicker onPick={(id, name) => void switchTo(id, name)} pending={pending} />
      </section>
    </div>
  );
}
