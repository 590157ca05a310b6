import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartRow } from '../cart-rows.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { CheckBox } from '../../../components/check-box.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';

export interface LineActions {
  isChecked: (row: CartRow) => boolean;
  check: (rows: CartRow[], checked: boolean) => void;
  setNum: (row: CartRow, num: number) => void;
  remove: (rows: CartRow[]) => void;
}

interface ShopProps {
  siteId: number;
  siteName: string;
  rows: CartRow[];
  actions: LineActions;
}

/** One shop's buyable lines under its name, with a checkbox selecting all of them. */
export function CartShopGroup({ siteId, siteName, rows, actions }: ShopProps) {
  const { t } = useTranslation('cart');
  const checkedCount = rows.filter(actions.isChecked).length;
  const name = siteName || t('shopFallback', { id: siteId });
  return (
    <section className="cart-group" data-testid="cart-shop-group">
      <header className="cart-group-head">
        <CheckBox
          checked={checkedCount === rows.length}
          indeterminate={checkedCount > 0 && checkedCount < rows.length}
          onChange={(checked) => actions.check(rows, checked)}
          aria-label={t('selectShop', { name })}
        />
        <ShopOutlined className="cart-group-icon" />
        {siteId > 0 ? <Link to={`/shop-${siteId}`}>{name}</Link> : <span>{name}</span>}
      </header>
      <ul>
        {rows.map((row) => (
          <CartLineRow
            key={row.key}
            row={row}
            checked={actions.isChecked(row)}
            onCheck={(c) => actions.check([row], c)}
            onNum={(n) => actions.setNum(row, n)}
            onDelete={() => actions.remove([row])}
          />
        ))}
      </ul>
    </section>
  );
}

/** Lines that cannot be bought now (sold out, off the shelves, shop closed), set apart with "clear invalid". */
export function CartInvalidGroup({ rows, actions }: { rows: CartRow[]; actions: LineActions }) {
  const { t } = useTranslation('cart');
  return (
    <section className="cart-group cart-group--invalid" data-testid="cart-invalid-group">
      <header className="cart-group-head">
        <span>{t('invalid.title', { n: rows.length })}</span>
        <PopConfirm
          question={t('invalid.confirmClear')}
          onConfirm={() => actions.remove(rows)}
          className="cart-link-button cart-clear-invalid"
        >
          {t('invalid.clear')}
        </PopConfirm>
      </header>
      <ul>
        {rows.map((row) => (
          <CartLineRow
            key={row.key}
            row={row}
            checked={false}
            onCheck={() => undefined}
            onNum={() => undefined}
            onDelete={() => actions.remove([row])}
          />
        ))}
      </ul>
    </section>
  );
}
