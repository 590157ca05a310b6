import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { rowsTotal, type CartRow } from '../cart-rows.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { CheckBox } from '../../../components/check-box.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';

interface Props {
  row: CartRow;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onNum: (num: number) => void;
  onDelete: () => void;
}

/** One line of the cart table: select, picture and name, unit price, stepper, subtotal, delete. */
export function CartLineRow({ row, checked, onCheck, onNum, onDelete }: Props) {
  const { t } = useTranslation('cart');
  const href = `/sku-${row.skuId}`;
  return (
    <li className={`cart-line${checked ? ' cart-line--checked' : ''}`} data-testid="cart-line">
      <div className="cart-col-check">
        {row.invalid ? (
          <span className="cart-invalid-tag">{t(`invalid.${row.invalid}`)}</span>
        ) : (
          <CheckBox checked={checked} onChange={onCheck} aria-label={t('selectLine', { name: row.name })} />
        )}
      </div>
      <div className="cart-col-goods">
        <Link to={href} className="cart-line-img">
          <SafeImage src={row.image} kind="goods" size="small" alt={row.name} width={80} height={80} />
        </Link>
        <div className="cart-line-text">
          <Link to={href} className="cart-line-name" title={row.name}>
            {row.name}
          </Link>
          {row.spec && <div className="cart-line-spec">{row.spec}</div>}
        </div>
      </div>
      <div className="cart-col-price">
        <Money value={row.price} className="cart-plain-money" />
        {row.originalPrice && (
          <del className="cart-original-price" data-testid="cart-original-price">
            <Money value={row.originalPrice} className="cart-original-money" />
          </del>
        )}
      </div>
      <div className="cart-col-num">
        {row.invalid ? (
          <span className="cart-muted">× {row.num}</span>
        ) : (
          <QuantityStepper
            value={row.num}
            min={row.minNum}
            stock={row.stock}
            maxBuy={row.maxBuy}
            name={row.name}
            onChange={onNum}
          />
        )}
      </div>
      <div className="cart-col-subtotal">
        <Money value={rowsTotal([row])} />
      </div>
      <div className="cart-col-actions">
        <PopConfirm
          question={t('confirmDelete')}
          onConfirm={onDelete}
          align="right"
          className="cart-link-button"
        >
          {t('delete')}
        </PopConfirm>
      </div>
    </li>
  );
}
