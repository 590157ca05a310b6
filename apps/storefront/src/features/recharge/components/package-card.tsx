import type { recharge } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { useBuyPackage } from '../api/recharge-queries.ts';
import './package-card.css';
import { Button } from '../../../components/button.tsx';

/** One top-up package: what it credits, what it costs, its gifts, and the buy button. */
export function PackageCard({ item }: { item: recharge.RechargePackage }) {
  const { t } = useTranslation('recharge');
  const buy = useBuyPackage();
  return (
    <article className="recharge-card" data-testid="recharge-package">
      <Link to={`/member/recharge_detail?recharge_id=${item.recharge_id}`} className="recharge-card__face">
        <span className="recharge-card__name">{item.recharge_name}</span>
        <Money value={item.face_value} className="recharge-card__value" />
      </Link>
      <div className="recharge-card__body">
        <div>
          {t('price')} <Money value={item.buy_price} />
        </div>
        <div className="recharge-card__gifts">
          {item.point > 0 ? <span>{t('giftPoints', { count: item.point })}</span> : null}
          {item.growth > 0 ? <span>{t('giftGrowth', { n: item.growth })}</span> : null}
        </div>
        <Button
          kind="primary"
          className="recharge-card__buy"
          loading={buy.isPending}
          onClick={() => buy.mutate(item.recharge_id)}
        >
          {t('buy')}
        </Button>
      </div>
    </article>
  );
}
