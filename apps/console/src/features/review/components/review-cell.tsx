import { Image, Rate, Tag } from 'antd';
import type { review } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime, imgUrl } from '../../../lib/format.ts';

const pictures = (list: string) => list.split(',').filter(Boolean);

function Pictures({ list }: { list: string }) {
  const urls = pictures(list);
  if (!urls.length) return null;
  return (
    <Image.PreviewGroup>
      <div className="rv-pics">
        {urls.map((u) => (
          <Image key={u} src={imgUrl(u)} width={48} height={48} alt="" />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

/** A review as the consoles show it: stars, text, pictures, the shop's replies and the follow-up. */
export function ReviewCell({ r }: { r: review.ConsoleEvaluate }) {
  const { t } = useTranslation('review');
  return (
    <div className="rv-cell">
      <div>
        <Rate disabled value={r.scores} style={{ fontSize: 14 }} />{' '}
        <Tag color={['', 'red', 'orange', 'default'][r.explain_type]}>{t(`kind.${r.explain_type}`)}</Tag>
        {r.is_anonymous ? <Tag>{t('anonymous')}</Tag> : null}
        {r.is_show ? null : <Tag color="default">{t('hidden')}</Tag>}
      </div>
      <p className="rv-text">{r.content}</p>
      <Pictures list={r.images} />
      {r.explain_first ? (
        <p className="rv-reply">
          {t('reply')}: {r.explain_first}
        </p>
      ) : null}
      {r.again_content ? (
        <div className="rv-again">
          <strong>{t('followUp')}</strong> ({formatTime(r.again_time)}) {r.again_content}
          <Pictures list={r.again_images} />
          {r.again_explain ? (
            <p className="rv-reply">
              {t('reply')}: {r.again_explain}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
