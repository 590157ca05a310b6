import { FlagOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { useGoodsTopic } from '../api/topic-queries.ts';
import '../pages/topic.css';

/** On a goods page: when the goods is in a running topic event, its topic price leads there; nothing otherwise. */
export function TopicEntrance({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('topic');
  const { data: g } = useGoodsTopic(goodsId);
  if (!g) return null;
  return (
    <Link to={`/promotion/topic-goods-${g.id}`} className="topic-entrance" data-testid="topic-entrance">
      <FlagOutlined />
      <span>{t('entrance.text')}</span>
      <Money value={g.topic_price} />
      <strong>{t('entrance.go')}</strong>
    </Link>
  );
}
