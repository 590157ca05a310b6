import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSeckillSlots, useSlotGoods, ZONE_PAGE_SIZE } from '../api/seckill-queries.ts';
import { SeckillCard } from '../components/seckill-card.tsx';
import { SlotCountdown } from '../components/slot-countdown.tsx';
import { firstSlot, hhmm, slotStates } from '../components/slot-state.ts';
import './seckill.css';
import { Pager } from '../../../components/pager.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

/** /promotion/seckill: today's slots as tabs with their state, the chosen slot's goods and its countdown. */
export function Page() {
  const { t } = useTranslation('seckill');
  const [params, setParams] = useSearchParams();
  const slots = useSeckillSlots();
  const list = slots.data?.list ?? [];
  const day = slots.data?.day_seconds ?? 0;
  const states = slotStates(list, day);
  const asked = list.findIndex((s) => String(s.id) === params.get('slot'));
  const index = asked >= 0 ? asked : firstSlot(states);
  const slot = list[index];
  const state = states[index];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const goods = useSlotGoods(slot?.id, page);
  const go = (slotId: number, p = 1) =>
    setParams(p > 1 ? { slot: String(slotId), page: String(p) } : { slot: String(slotId) });

  return (
    <div className="sk-zone">
      <div className="sk-banner">
        <div className="content-width">
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </div>
      <div className="content-width">
        {slots.isLoading ? (
          <ShimmerLines rows={6} />
        ) : list.length === 0 ? (
          <EmptyNote className="sk-empty" description={t('noSlots')} />
        ) : (
          <>
            <div className="sk-slots" role="tablist" aria-label={t('title')}>
              {list.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  role="tab"
                  aria-selected={i === index}
                  className={`sk-slot is-${states[i]}${i === index ? ' is-on' : ''}`}
                  onClick={() => go(s.id)}
                >
                  <strong>{hhmm(s.seckill_start_time_show)}</strong>
                  <span>{t(`state.${states[i]}`)}</span>
                </button>
              ))}
            </div>
            {slot && (state === 'running' || state === 'soon' || state === 'later') ? (
              <div className="sk-timer">
                {state === 'running' ? t('endsIn') : t('startsIn')}
                <SlotCountdown
                  key={`${slot.id}-${state}`}
                  target={state === 'running' ? slot.seckill_end_time : slot.seckill_start_time}
                  daySeconds={day}
                />
              </div>
            ) : slot ? (
              <div className="sk-timer">{t('slotEnded')}</div>
            ) : null}
            {goods.isLoading ? (
              <ShimmerLines rows={6} />
            ) : !goods.data || goods.data.list.length === 0 ? (
              <EmptyNote className="sk-empty" description={t('emptySlot')} />
            ) : (
              <>
                <div className="sk-grid">
                  {goods.data.list.map((g) => (
                    <SeckillCard key={g.id} goods={g} canBuy={state === 'running'} />
                  ))}
                </div>
                {goods.data.page_count > 1 && slot ? (
                  <Pager
                    className="sk-pager"
                    current={page}
                    pageSize={ZONE_PAGE_SIZE}
                    total={goods.data.count}
                    onChange={(p) => go(slot.id, p)}
                  />
                ) : null}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
