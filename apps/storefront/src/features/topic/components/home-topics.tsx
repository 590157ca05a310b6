import { RightOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTopicPage } from '../api/topic-queries.ts';
import { TopicBanner } from './topic-banner.tsx';
import '../pages/topic.css';

/** How many running events the home page shows; the rest are one click away. */
const SHOWN = 3;

/**
 * The home page's entrance to topic events: the newest running ones as banners and a link to them all; nothing
 * when none runs. It reads the list page's first page, so opening "all" shows at once what is cached.
 * `onSettled` is called once the list has answered (the home page holds what lies below for it).
 */
export function HomeTopics({ onSettled }: { onSettled?: () => void }) {
  const { t } = useTranslation('topic');
  const { data, isFetched } = useTopicPage(1);
  useEffect(() => {
    if (isFetched) onSettled?.();
  }, [isFetched, onSettled]);
  const shown = data?.list.slice(0, SHOWN) ?? [];
  if (shown.length === 0) return null;
  return (
    // The home page's own section frame (home-page.css), as the hot shops and floors beside it.
    <section className="home-section topic-home" data-testid="home-topics">
      <div className="home-section__head">
        <h2 className="home-section__title">{t('list.title')}</h2>
        <Link to="/promotion/topic" className="home-section__more">
          {t('list.more')} <RightOutlined />
        </Link>
      </div>
      <div className="topic-home__list">
        {shown.map((tp) => (
          <Link key={tp.topic_id} to={`/promotion/topic-${tp.topic_id}`} data-testid="topic-card">
            <TopicBanner topic={tp} compact />
          </Link>
        ))}
      </div>
    </section>
  );
}
