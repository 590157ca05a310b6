import type { topic } from '@mall/contracts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { dateOf } from '../../../lib/dates.ts';

/** A topic's banner: its picture when it has one, always on its own colour with its name and dates. */
export function TopicBanner({ topic: tp, compact }: { topic: topic.Topic; compact?: boolean }) {
  return (
    <div
      className={compact ? 'topic-banner topic-banner--compact' : 'topic-banner'}
      data-testid="topic-banner"
      // The colour is the operator's data (checked as #rrggbb by the server), not a theme choice.
      style={{ background: tp.bg_color }}
    >
      {tp.topic_adv ? <SafeImage src={tp.topic_adv} alt={tp.topic_name} kind="goods" size="big" /> : null}
      <div className="topic-banner__text">
        <h2>{tp.topic_name}</h2>
        {tp.remark ? <p>{tp.remark}</p> : null}
        <small>
          {dateOf(tp.start_time)} – {dateOf(tp.end_time)}
        </small>
      </div>
    </div>
  );
}
