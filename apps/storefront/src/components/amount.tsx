import { toMoneyText, useMoneySymbol } from '../lib/money.ts';
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
  const symbol = useMoneySymbol();
  return (
    <span className={`co-money${strong ? ' co-money--strong' : ''} ${className ?? ''}`}>
      {label && <span className="co-money-label">{label}</span>}
      {minus && '-'}
      <small>{symbol}</small>
      {toMoneyText(value)}
    </span>
  );
}
