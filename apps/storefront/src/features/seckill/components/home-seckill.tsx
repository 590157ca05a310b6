import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSeckillSlots, useSlotGoods } from '../api/seckill-queries.ts';
import { SeckillCard } from './seckill-card.tsx';
import { SlotCountdown } from './slot-countdown.tsx';
import { slotStates } from './slot-state.ts';
import '../pages/seckill.css';

/**
 * The home page's entrance: the running slot's first goods and its countdown; nothing when no slot runs.
 * `onSettled` is called once it knows which of the two it draws (the home page holds what lies below for it).
 */
export function HomeSeckill({ onSettled }: { onSettled?: () => void }) {
  const { t } = useTranslation('seckill');
  const slots = useSeckillSlots();
  const list = slots.data?.list ?? [];
  const day = slots.data?.day_seconds ?? 0;
  const slot = list[slotStates(list, day).indexOf('running')];
  const goods = useSlotGoods(slot?.id, 1);
  const cards = goods.data?.list.slice(0, 5) ?? [];
  const settled = slots.isFetched && (!slot || goods.isFetched);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (!slot || cards.length === 0) return null;
  return (
    <section className="sk-home content-width" data-testid="home-seckill">
      <header>
        <h2>{t('title')}</h2>
        <span className="sk-home__timer">
          {t('endsIn')}
          <SlotCountdown key={slot.id} target={slot.seckill_end_time} daySeconds={day} />
        </span>
        <Link to="/promotion/seckill">{t('more')}</Link>
      </header>
      <div className="sk-grid sk-grid--five">
        {cards.map((g) => (
          <SeckillCard key={g.id} goods={g} canBuy />
        ))}
      </div>
    </section>
  );
}
