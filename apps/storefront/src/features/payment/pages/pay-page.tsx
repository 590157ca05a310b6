import { CheckCircleFilled } from '@ant-design/icons';
import { secondsOf } from '../../../lib/dates.ts';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Amount } from '../../../components/amount.tsx';
import { PAID, startPay, usePayInfo, usePayStatus, usePayTypes } from '../api/pay-api.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import './pay-page.css';
import { Button } from '../../../components/button.tsx';
import { MountedOnceOpen } from '../../../components/mounted-once-open.tsx';
import { Shimmer, ShimmerLines } from '../../../components/states/placeholders.tsx';
import { ResultState } from '../../../components/states/result-state.tsx';

const loadAskDialog = () => import('./pay-ask-dialog.tsx').then((m) => m.PayAskDialog);
const PayAskDialog = lazy(() => loadAskDialog().then((dialog) => ({ default: dialog })));

/** Once the status reads paid (from polling or the pay row itself), the result page takes over. */
function useGoToResultWhenPaid(code: string, paidNow: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (paidNow) void navigate(`/result?code=${encodeURIComponent(code)}`, { replace: true });
  }, [paidNow, code, navigate]);
}

function PayTypeChoice({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('payment');
  const enumWord = useEnumText();
  const types = usePayTypes();
  const list = types.data?.list ?? [];
  const first = list[0]?.pay_type;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  if (types.isLoading) return <Shimmer className="pay-types__loading" />;
  if (list.length === 0) return <p className="pay-muted">{t('noPayType')}</p>;
  // Native radios, so the arrow keys move between the types.
  return (
    <div className="pay-types" role="radiogroup" aria-label={t('chooseType')}>
      {list.map((p) => (
        <label key={p.pay_type} className={`pay-type${p.pay_type === value ? ' pay-type--on' : ''}`}>
          <input
            type="radio"
            name="pay_type"
            value={p.pay_type}
            checked={p.pay_type === value}
            onChange={() => onChange(p.pay_type)}
          />
          <span>{enumWord.payType(p.pay_type)}</span>
        </label>
      ))}
    </div>
  );
}

/** /pay?code=…: the payment number, amount and time; pick a pay type and pay in the provider's window. */
export function Page() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const code = useSearchParams()[0].get('code');
  const info = usePayInfo(code);
  const [payType, setPayType] = useState('');
  const [asking, setAsking] = useState(false);
  const status = usePayStatus(code, asking);
  const paid = info.data?.pay_status === PAID || status.data?.pay_status === PAID;
  useGoToResultWhenPaid(code ?? '', paid);

  if (!code) return <Navigate to="/index" replace />;
  if (info.isError) {
    return (
      <div className="content-width pay-page">
        <ResultState status="warning" title={t('noPayInfo')} />
      </div>
    );
  }
  const pay = info.data;
  const goPay = async () => {
    if (!payType) return toast(t('chooseType'), 'warning');
    // The window opens inside the click, or the browser blocks it; the cashier address follows.
    const win = window.open('', '_blank');
    try {
      const start = await startPay(code, payType);
      if (win) win.location.href = start.data;
      else window.open(start.data, '_blank');
      setAsking(true);
    } catch {
      win?.close();
    }
  };
  return (
    <div className="content-width pay-page">
      <section className="pay-card pay-summary">
        <CheckCircleFilled className="pay-ok-icon" />
        <div className="pay-summary-text">
          <h1>{t('submitted')}</h1>
          {pay ? (
            <dl>
              <dt>{t('tradeNo')}</dt>
              <dd data-testid="pay-code">{pay.out_trade_no}</dd>
              <dt>{t('detail')}</dt>
              <dd>{pay.pay_detail || pay.pay_body}</dd>
              <dt>{t('createTime')}</dt>
              <dd>{secondsOf(pay.create_time)}</dd>
            </dl>
          ) : (
            <ShimmerLines rows={2} />
          )}
        </div>
        {pay && (
          <div className="pay-amount">
            {t('amount')} <Amount value={pay.pay_money} strong />
          </div>
        )}
      </section>
      <section className="pay-card">
        <h2>{t('chooseType')}</h2>
        <PayTypeChoice value={payType} onChange={setPayType} />
        <div className="pay-actions">
          <Button
            kind="primary"
            size="large"
            disabled={!pay}
            onClick={() => void goPay()}
            onPointerEnter={() => void loadAskDialog()}
            onFocus={() => void loadAskDialog()}
          >
            {t('goPay')}
          </Button>
        </div>
      </section>
      <MountedOnceOpen open={asking && !paid}>
        <PayAskDialog
          open={asking && !paid}
          onDone={() => void navigate(`/result?code=${encodeURIComponent(code)}`)}
          onProblem={() => setAsking(false)}
        />
      </MountedOnceOpen>
    </div>
  );
}
