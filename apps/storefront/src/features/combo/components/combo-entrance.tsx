import { AppstoreAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { useGoodsCombos } from '../api/combo-queries.ts';
import '../pages/combo.css';

/** On a goods page: the combo packages holding this goods, each leading to its page; nothing when none. */
export function ComboEntrance({ skuId }: { skuId: number }) {
  const { t } = useTranslation('combo');
  const { data } = useGoodsCombos(skuId);
  if (!data || data.length === 0) return null;
  return (
    <ul className="combo-entrance" data-testid="combo-entrance">
      {data.map((c) => (
        <li key={c.bl_id}>
          <Link to={`/promotion/combo-${c.bl_id}`}>
            <AppstoreAddOutlined />
            <span>{t('entrance.text', { name: c.bl_name, count: c.bundling_goods.length })}</span>
            <Money value={c.bl_price} />
            <span className="combo-saving">
              {t('saving')} <Money value={c.saving} className="combo-saving" />
            </span>
            <strong>{t('entrance.go')}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
