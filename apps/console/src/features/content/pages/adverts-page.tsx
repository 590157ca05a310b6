import { Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { LANGS, type operatorContent } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../lib/format.ts';
import { useAdverts } from '../api/content-queries.ts';
import { AdvertModal } from '../components/advert-modal.tsx';

/** The adverts of every position, with the languages that have their own picture; edit one at a time. */
export function Page() {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const { data, isFetching } = useAdverts();
  const [editing, setEditing] = useState<operatorContent.AdminAdvert | null>(null);
  const columns: TableColumnsType<operatorContent.AdminAdvert> = [
    { title: t('position'), dataIndex: 'ap_name', width: 180 },
    {
      title: t('picture'),
      dataIndex: 'adv_image',
      width: 200,
      render: (path: string, a) => (
        <img src={imgUrl(path)} alt={a.adv_title} style={{ width: 180, height: 48, objectFit: 'cover' }} />
      ),
    },
    { title: t('altText'), dataIndex: 'adv_title' },
    {
      title: t('languages'),
      key: 'languages',
      render: (_, a) =>
        LANGS.filter((l) => a.i18n[l]?.adv_image).map((l) => <Tag key={l}>{common(`lang.${l}`)}</Tag>),
    },
    {
      title: t('shown'),
      dataIndex: 'state',
      width: 90,
      render: (s: number) => (s === 1 ? <Tag color="green">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 90,
      render: (_, a) => (
        <Button type="link" size="small" onClick={() => setEditing(a)}>
          {t('edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('advertsTitle')}>
      <p className="console-muted">{t('advertsHelp')}</p>
      <Table
        rowKey="adv_id"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={false}
      />
      {editing ? <AdvertModal advert={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
