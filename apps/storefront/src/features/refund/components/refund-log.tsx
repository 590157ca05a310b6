import type { refund } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { dateTimeOf } from '../../../lib/dates.ts';
import { Timeline } from '../../../components/timeline.tsx';

/** The negotiation record (buyer, seller, platform), newest first; it is also where the shop's answers reach the buyer. */
export function RefundLog({ list }: { list: refund.RefundLogItem[] }) {
  const { t } = useTranslation('refund');
  return (
    <section className="rf-section" aria-label={t('log')}>
      <h2>{t('log')}</h2>
      <Timeline
        items={list.map((l, i) => ({
          key: i,
          color: l.action_way === 1 ? 'blue' : l.action_way === 2 ? 'orange' : 'green',
          children: (
            <div>
              <strong>{l.action_way_name}</strong> {l.action}
              {l.remark && <div className="rf-muted">{l.remark}</div>}
              <div className="rf-muted">{dateTimeOf(l.action_time)}</div>
            </div>
          ),
        }))}
      />
    </section>
  );
}
