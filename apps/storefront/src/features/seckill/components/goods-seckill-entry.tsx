import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';
import { useGoodsSale } from '../api/seckill-queries.ts';
import '../pages/seckill.css';

/** The goods detail's entrance: a goods in a running or coming flash sale says so and links to it. */
export function GoodsSeckillEntry({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('seckill');
  const { data: sale } = useGoodsSale(goodsId);
  if (!sale) return null;
  return (
    <Link to={`/promotion/seckill-${sale.seckill_id}`} className="sk-entry" data-testid="goods-seckill-entry">
      <span className="sk-entry__tag">{t('title')}</span>
      <span>{sale.status === 1 ? t('entry.running') : t('entry.coming')}</span>
      <Money value={sale.seckill_price} className="sk-entry__price" />
      <span className="sk-entry__go">{t('entry.go')}</span>
    </Link>
  );
}
