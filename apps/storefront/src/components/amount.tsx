import { MoneyText } from './money.tsx';
import './amount.css';

/** An amount from the server with the site's symbol; the checkout, pay and order pages all show money this way. */
export function Amount({
  value,
  label,
  strong,
  minus,
  className,
}: {
  value: string;
  label?: string;
  strong?: boolean;
  minus?: boolean;
  className?: string;
}) {
  return (
    <span className={`co-money${strong ? ' co-money--strong' : ''} ${className ?? ''}`}>
      {label && <span className="co-money-label">{label}</span>}
      {minus && '-'}
      <MoneyText value={value} />
    </span>
  );
}
