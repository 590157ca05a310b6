import { CustomerServiceOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';

/** The agent's start page: the chat workspace will live here (chat module to come). */
export function Page() {
  const { t } = useTranslation('agent');
  const session = useSession();
  return (
    <Card>
      <Result
        icon={<CustomerServiceOutlined />}
        title={t('title', { shop: session?.site_name ?? '' })}
        subTitle={t('comingSoon')}
      />
    </Card>
  );
}
