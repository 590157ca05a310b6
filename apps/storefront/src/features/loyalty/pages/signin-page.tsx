import { FireOutlined } from '@ant-design/icons';
import type { loyalty } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { StatFigure } from '../../../components/stat-figure.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { toMoneyText, useMoneySymbol } from '../../../lib/money.ts';
import { useSignIn, useSigninCalendar } from '../api/loyalty-queries.ts';
import { SigninCalendar } from '../components/signin-calendar.tsx';
import './loyalty-pages.css';

/** The coupon a day gives, named as the operator named its type; '' when it gives none (or the type is gone). */
function useCouponText(coupons: loyalty.SigninCoupon[]) {
  const { t } = useTranslation('loyalty');
  const symbol = useMoneySymbol();
  return (typeId: number) => {
    const c = coupons.find((x) => x.coupon_type_id === typeId);
    return c ? t('signin.couponGift', { name: c.name, money: `${symbol}${toMoneyText(c.money)}` }) : '';
  };
}

/** /member/signin: sign in once a day; the month's calendar, the streak, today's reward and the rewards per day. */
export function Page() {
  const { t } = useTranslation('loyalty');
  const { data, isLoading } = useSigninCalendar();
  const signIn = useSignIn();
  const couponText = useCouponText(data?.coupons ?? []);
  if (isLoading || !data) return <ShimmerLines rows={8} />;
  const signed = data.is_sign === 1;
  const todayCoupon = couponText(data.today_award.coupon);
  return (
    <div className="page-card loyalty-page">
      <h1>{t('signin.title')}</h1>
      <div className="loyalty-signin__head">
        <StatFigure
          title={t('signin.streak')}
          value={data.sign_days_series}
          suffix={t('signin.days')}
          prefix={<FireOutlined />}
          testId="signin-streak"
        />
        <div className="loyalty-signin__today" data-testid="signin-today">
          <span>{signed ? t('signin.todayGot') : t('signin.todayGets')}</span>
          <b>{t('signin.reward', { count: data.today_award.point, growth: data.today_award.growth })}</b>
          {todayCoupon ? <b data-testid="signin-today-coupon">{todayCoupon}</b> : null}
        </div>
        <Button
          kind="primary"
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
      <DataTable
        size="small"
        rowKey="day"
        dataSource={data.award}
        aria-label={t('signin.rules')}
        columns={[
          { title: t('signin.day'), dataIndex: 'day', render: (d) => t('signin.dayN', { day: d }) },
          { title: t('col.points'), dataIndex: 'point', render: (v) => `+${v}` },
          { title: t('col.growth'), dataIndex: 'growth', render: (v) => `+${v}` },
          {
            title: t('signin.coupon'),
            dataIndex: 'coupon',
            render: (id) => couponText(id) || t('signin.couponNone'),
          },
        ]}
      />
      <p className="loyalty-page__note">{t('signin.lastRule')}</p>
    </div>
  );
}
