import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { useGoodsGroupbuy } from '../api/groupbuy-queries.ts';
import '../pages/groupbuy.css';

/** On a goods page: when the goods is in a running group buy, says so and leads to it; nothing otherwise. */
export function GroupbuyEntrance({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('groupbuy');
  const { data: gb } = useGoodsGroupbuy(goodsId);
  if (!gb) return null;
  return (
    <Link
      to={`/promotion/groupbuy-${gb.groupbuy_id}`}
      className="gb-entrance"
      data-testid="groupbuy-entrance"
    >
      <TeamOutlined />
      <span>{t('entrance.text', { n: gb.buy_num })}</span>
      <Money value={gb.groupbuy_price} />
      <strong>{t('entrance.go')}</strong>
    </Link>
  );
}
