import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { refreshMemberData } from '../../account/index.ts';
import { PAID, usePayInfo } from '../api/pay-api.ts';
import './pay-page.css';
import { ResultState } from '../../../components/states/result-state.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';

/** /result?code=…: success or failure as the server's pay record says (facts §8), with the amount. */
export function Page() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const code = useSearchParams()[0].get('code');
  const info = usePayInfo(code);
  // facts §8: an unreadable record shows its message (the request helper did) and leads to the order list.
  useEffect(() => {
    if (info.isError) void navigate('/member/order_list', { replace: true });
  }, [info.isError, navigate]);
  const paid = info.data?.pay_status === PAID;
  // A payment moves money, points and coupons: the banner and member pages read them again.
  useEffect(() => {
    if (paid) void refreshMemberData();
  }, [paid]);

  if (!code) return <Navigate to="/index" replace />;
  const pay = info.data;
  if (!pay)
    return (
      <div className="content-width pay-page pay-card">
        <ShimmerLines rows={3} />
      </div>
    );
  const success = pay.pay_status === PAID;
  return (
    <div className="content-width pay-page">
      <ResultState
        className="pay-card"
        status={success ? 'success' : 'error'}
        title={success ? t('success') : t('failure')}
        subTitle={
          <span data-testid="pay-result-amount">
            {t('tradeNo')} {pay.out_trade_no} · {t(success ? 'paidAmount' : 'amount')}{' '}
            <Amount value={success ? pay.total_money : pay.pay_money} strong />
            {success && Number(pay.balance_money) > 0 && (
              <>
                {' '}
                ({t('ofWhichBalance')} <Amount value={pay.balance_money} />)
              </>
            )}
          </span>
        }
        extra={[
          <Link key="orders" to="/member/order_list" className={buttonClass('primary')}>
            {t('viewOrders')}
          </Link>,
          !success && (
            <Link key="retry" to={`/pay?code=${encodeURIComponent(code)}`} className={buttonClass()}>
              {t('payAgain')}
            </Link>
          ),
          <Link key="member" to="/member/index" className={buttonClass()}>
            {t('memberCentre')}
          </Link>,
          <Link key="home" to="/index" className={buttonClass()}>
            {t('home')}
          </Link>,
        ]}
      />
    </div>
  );
}
