import { CheckOutlined } from '@ant-design/icons';
import type { loyalty } from '@mall/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import './signin-calendar.css';

/** The month as a grid of weeks (Sunday first), signed days ticked and today outlined. */
export function SigninCalendar({ data }: { data: loyalty.SigninCalendar }) {
  const { t } = useTranslation('loyalty');
  const first = dayjs(new Date(data.year, data.month - 1, 1));
  const blanks = first.day();
  const days = first.daysInMonth();
  const signed = new Set(data.signed_days);
  const monthLabel = first.format('YYYY-MM');
  const cells = [
    ...Array.from({ length: blanks }, () => 0),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  return (
    <div className="signin-cal" data-testid="signin-calendar">
      <div className="signin-cal__month">{monthLabel}</div>
      <div className="signin-cal__grid">
        {[0, 1, 2, 3, 4, 5, 6].map((d) => (
          <div key={`w${d}`} className="signin-cal__weekday">
            {t(`week.${d}`)}
          </div>
        ))}
        {cells.map((day, i) =>
          day === 0 ? (
            <div key={`b${i}`} />
          ) : (
            <div
              key={day}
              className={[
                'signin-cal__day',
                signed.has(day) ? 'is-signed' : '',
                day === data.today ? 'is-today' : '',
              ].join(' ')}
              data-signed={signed.has(day) ? 1 : 0}
              aria-label={signed.has(day) ? t('signin.signedDay', { day }) : String(day)}
            >
              <span>{day}</span>
              {signed.has(day) ? <CheckOutlined /> : null}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
