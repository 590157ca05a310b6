import type { verify } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { Tag } from '../../../components/tag.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.ts';
import { fetchVerifyInfo, useIsVerifier, writeOff } from '../api/verify-api.ts';
import { CodeForm } from '../components/code-form.tsx';
import { UsedAlert } from '../components/used-alert.tsx';
import { VerifyItems } from '../components/verify-items.tsx';
import { VerifyLoading } from '../components/verify-loading.tsx';
import '../components/verify.css';
import { ResultState } from '../../../components/states/result-state.tsx';

/** Codes are read out or pasted from the QR text: spaces go, letters are upper case (as the server reads them). */
const cleanCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** /member/verification: the write-off counter of a member bound to shops as their clerk. */
export function Page() {
  const { t } = useTranslation('verify');
  const clerk = useIsVerifier();
  const [info, setInfo] = useState<verify.VerifyInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [ask, askHolder] = useConfirm();

  const lookUp = async (code: string) => {
    setBusy(true);
    setInfo(null);
    try {
      setInfo(await fetchVerifyInfo(cleanCode(code)));
    } catch {
      // The toast says why: unknown code, another shop's code.
    } finally {
      setBusy(false);
    }
  };

  const confirm = (current: verify.VerifyInfo) =>
    ask({
      title: t('confirmTitle'),
      content: t('confirmText', { code: current.verify_code, type: current.verify_type_name }),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          setInfo(await writeOff(current.verify_code));
          toast(t('done'), 'success');
        } catch {
          // The toast says why (written off meanwhile, no longer this clerk's shop); the dialog closes.
        }
      },
    });

  if (clerk.isPending) return <VerifyLoading />;
  if (!clerk.data)
    return (
      <div className="page-card">
        <ResultState status="403" title={t('notClerkTitle')} subTitle={t('notClerkText')} />
      </div>
    );

  return (
    <div className="page-card vf-counter">
      <div className="vf-list-head">
        <h1>{t('title')}</h1>
        <Link to="/member/verification_list">{t('records')}</Link>
      </div>
      <CodeForm busy={busy} onLookUp={(code) => void lookUp(code)} />
      <p className="vf-hint">{t('hint')}</p>
      {info ? (
        <section className="vf-result" data-testid="verify-result">
          <div className="vf-result-head">
            <span>
              <Tag colour="blue">{info.verify_type_name}</Tag>
              <b>{info.verify_code}</b> · {info.site_name}
            </span>
            {info.is_verify ? <Tag>{t('used')}</Tag> : <Tag colour="green">{t('open')}</Tag>}
          </div>
          {info.is_verify ? (
            <UsedAlert>
              {t('usedText', { time: dateTimeOf(info.verify_time), name: info.verifier_name || '-' })}
            </UsedAlert>
          ) : null}
          <VerifyItems info={info} />
          <div className="vf-actions">
            <Button onClick={() => setInfo(null)}>{t('clear')}</Button>
            {info.is_verify ? null : (
              <Button kind="primary" onClick={() => confirm(info)}>
                {t('writeOff')}
              </Button>
            )}
          </div>
        </section>
      ) : null}
      {askHolder}
    </div>
  );
}
