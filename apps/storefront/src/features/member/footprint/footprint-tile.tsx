import { DeleteOutlined } from '@ant-design/icons';
import type { memberFollow } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckBox } from '../../../components/check-box.tsx';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';

interface FootprintTileProps {
  item: memberFollow.BrowseItem;
  selecting: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
  onDelete: (id: number) => void;
}

/** A viewed goods: picture, name, price; a delete button on hover, or a checkbox while selecting. */
export function FootprintTile({ item, selecting, selected, onToggle, onDelete }: FootprintTileProps) {
  const { t } = useTranslation('follow');
  const name = item.sku_name || item.goods_name;
  const gone = item.goods_state !== 1;
  return (
    <li
      className={gone ? 'follow-tile follow-tile--gone footprint-tile' : 'follow-tile footprint-tile'}
      data-testid="footprint"
    >
      <Link to={`/sku-${item.sku_id}`} className="follow-tile__img" title={name}>
        <SafeImage src={item.sku_image} alt={name} kind="goods" size="mid" />
        {gone ? <span className="follow-tile__badge">{t('goods.unavailable')}</span> : null}
      </Link>
      <Link to={`/sku-${item.sku_id}`} className="follow-tile__name" title={name}>
        {name}
      </Link>
      <Money value={item.discount_price || item.price} />
      {selecting ? (
        <span className="footprint-tile__check">
          <CheckBox
            checked={selected}
            onChange={() => onToggle(item.id)}
            aria-label={t('footprint.select', { name })}
          />
        </span>
      ) : (
        <button
          type="button"
          className="footprint-tile__delete"
          onClick={() => onDelete(item.id)}
          aria-label={t('footprint.deleteOne', { name })}
          title={t('footprint.delete')}
        >
          <DeleteOutlined />
        </button>
      )}
    </li>
  );
}
