import { FireOutlined } from '@ant-design/icons';
import { Button, Skeleton, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignIn, useSigninCalendar } from '../api/loyalty-queries.ts';
import { SigninCalendar } from '../components/signin-calendar.tsx';
import './loyalty-pages.css';

/** /member/signin: sign in once a day; the month's calendar, the streak, today's reward and the rewards per day. */
export function Page() {
  const { t } = useTranslation('loyalty');
  const { data, isLoading } = useSigninCalendar();
  const signIn = useSignIn();
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const signed = data.is_sign === 1;
  return (
    <div className="page-card loyalty-page">
      <h1>{t('signin.title')}</h1>
      <div className="loyalty-signin__head">
        <Statistic
          title={t('signin.streak')}
          value={data.sign_days_series}
          suffix={t('signin.days')}
          prefix={<FireOutlined />}
        />
        <div className="loyalty-signin__today" data-testid="signin-today">
          <span>{signed ? t('signin.todayGot') : t('signin.todayGets')}</span>
          <b>{t('signin.reward', { point: data.today_award.point, growth: data.today_award.growth })}</b>
        </div>
        <Button
          type="primary"
          size="large"
          disabled={signed || data.is_use !== 1}
          loading={signIn.isPending}
          onClick={() => signIn.mutate()}
          data-testid="signin-button"
        >
          {signed ? t('signin.already') : data.is_use === 1 ? t('signin.button') : t('signin.closed')}
        </Button>
      </div>
      <SigninCalendar data={data} />
      <h2 className="loyalty-page__sub">{t('signin.rules')}</h2>
      <Table
        size="small"
        rowKey="day"
        pagination={false}
        dataSource={data.award}
        columns={[
          { title: t('signin.day'), dataIndex: 'day', render: (d: number) => t('signin.dayN', { day: d }) },
          { title: t('col.points'), dataIndex: 'point', render: (v: number) => `+${v}` },
          { title: t('col.growth'), dataIndex: 'growth', render: (v: number) => `+${v}` },
        ]}
      />
      <p className="loyalty-page__note">{t('signin.lastRule')}</p>
    </div>
  );
}
