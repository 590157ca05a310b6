import { CrownOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { useMemberOfPage } from '../../account/index.ts';
import { useMemberLevels, type MemberLevel } from '../api/loyalty-queries.ts';
import './loyalty-pages.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';

/** The level the member's growth reaches next, if any (facts §4.6: levels in growth order). */
const nextLevel = (levels: MemberLevel[], growth: number) => levels.find((l) => l.growth > growth);

/** /member/level: the current level, the growth bar to the next one, and what every level gives. */
export function Page() {
  const { t } = useTranslation('loyalty');
  const { data: info } = useMemberOfPage();
  const { data: levels } = useMemberLevels();
  const toNextId = useId();
  if (!info || !levels) return <ShimmerLines rows={8} />;
  const next = nextLevel(levels, info.growth);
  const current = levels.find((l) => l.level_id === info.member_level);
  const from = current?.growth ?? 0;
  const percent = next ? Math.min(100, Math.floor(((info.growth - from) / (next.growth - from)) * 100)) : 100;
  return (
    <div className="page-card loyalty-page">
      <h1>{t('level.title')}</h1>
      <div className="loyalty-level__card">
        <div>
          <div className="loyalty-level__name" data-testid="level-name">
            <CrownOutlined /> {info.member_level_name}
          </div>
          <div>{t('level.growth', { growth: info.growth })}</div>
        </div>
        <div className="loyalty-level__bar" data-testid="level-progress">
          {/* A plain bar: antd's Progress brought 28 KiB gzip here with its Tooltip (issue 12). */}
          <div
            className="loyalty-level__track"
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-labelledby={toNextId}
          >
            <div className="loyalty-level__fill" style={{ width: `${percent}%` }} />
          </div>
          <span id={toNextId}>
            {next
              ? t('level.toNext', { need: next.growth - info.growth, level: next.level_name })
              : t('level.top')}
          </span>
        </div>
      </div>
      <h2 className="loyalty-page__sub">{t('level.benefits')}</h2>
      <DataTable
        size="middle"
        rowKey="level_id"
        dataSource={levels}
        aria-label={t('level.benefits')}
        rowClassName={(l) => (l.level_id === info.member_level ? 'loyalty-level__current' : '')}
        columns={[
          {
            title: t('level.name'),
            dataIndex: 'level_name',
            render: (name, l) => (l.level_id === info.member_level ? <Tag colour="red">{name}</Tag> : name),
          },
          { title: t('level.threshold'), dataIndex: 'growth' },
          {
            title: t('level.discount'),
            dataIndex: 'consume_discount',
            render: (d) => (d >= 100 ? t('level.noDiscount') : t('level.percentOff', { off: 100 - d })),
          },
          {
            title: t('level.freeShipping'),
            dataIndex: 'is_free_shipping',
            render: (f) => (f === 1 ? t('yes') : t('no')),
          },
          { title: t('level.remark'), dataIndex: 'remark' },
        ]}
      />
    </div>
  );
}
