import { Descriptions, Drawer, Typography } from 'antd';
import type { operator } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';

const json = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 2);

/** One audit entry in full: who, the call, the target, and the target before and after as JSON. */
export function AuditEntryDrawer({
  entry,
  onClose,
}: {
  entry: operator.AuditEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('audit');
  return (
    <Drawer
      title={t('entryTitle', { id: entry?.id ?? '' })}
      size={640}
      open={entry !== null}
      onClose={onClose}
    >
      {entry ? (
        <>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('time')}>{formatTime(entry.create_time)}</Descriptions.Item>
            <Descriptions.Item label={t('who')}>
              {`${t(`common:audience.${entry.audience}`)} · ${entry.actor_name} (#${entry.account_id})`}
            </Descriptions.Item>
            <Descriptions.Item label={t('shop')}>{entry.site_id || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('call')}>{entry.call}</Descriptions.Item>
            <Descriptions.Item
              label={t('target')}
            >{`${entry.target_type} ${entry.target_id}`}</Descriptions.Item>
            <Descriptions.Item label={t('ip')}>{entry.ip}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('before')}
          </Typography.Title>
          <pre className="audit-json">{json(entry.before)}</pre>
          <Typography.Title level={5}>{t('after')}</Typography.Title>
          <pre className="audit-json">{json(entry.after)}</pre>
        </>
      ) : null}
    </Drawer>
  );
}
