import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddons } from '../../../lib/site-data.ts';
import { useChosenCity } from '../city-cookie.ts';
import { useCityName } from './city-name.tsx';
import './city-entry.css';

/** The top bar's city: the chosen city (or nationwide) and a link to switch; hidden without the city plugin. */
export function CityEntry() {
  const { t } = useTranslation('city');
  const { data: addons } = useAddons();
  const name = useCityName(useChosenCity());
  if (!addons?.city) return null;
  return (
    <span className="city-entry" data-testid="city-entry">
      <EnvironmentOutlined className="city-entry__icon" />
      <span className="city-entry__name">{name}</span>
      <Link to="/change_city" className="city-entry__switch">
        [{t('switchCity')}]
      </Link>
    </span>
  );
}
