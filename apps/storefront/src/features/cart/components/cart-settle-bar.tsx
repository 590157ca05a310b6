import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { CheckBox } from '../../../components/check-box.tsx';
import { Money } from '../../../components/money.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';
import { rowsTotal, type CartRow } from '../cart-rows.ts';

interface Props {
  valid: CartRow[];
  selected: CartRow[];
  onCheckAll: (checked: boolean) => void;
  onDeleteSelected: () => void;
  onSettle: () => void;
}

/** The bar under the cart: select all, delete selected (confirmed), number of items, total and check out. */
export function CartSettleBar({ valid, selected, onCheckAll, onDeleteSelected, onSettle }: Props) {
  const { t } = useTranslation('cart');
  const pieces = selected.reduce((n, r) => n + r.num, 0);
  return (
    <div className="cart-settle" data-testid="cart-settle">
      <CheckBox
        checked={valid.length > 0 && selected.length === valid.length}
        indeterminate={selected.length > 0 && selected.length < valid.length}
        disabled={valid.length === 0}
        onChange={onCheckAll}
      >
        {t('selectAll')}
      </CheckBox>
      <PopConfirm
        question={t('confirmDeleteSelected', { count: selected.length })}
        onConfirm={onDeleteSelected}
        disabled={selected.length === 0}
        className="cart-link-button"
      >
        {t('deleteSelected')}
      </PopConfirm>
      <div className="cart-settle-sum">
        <span>{t('selectedCount', { n: pieces })}</span>
        <span>
          {t('total')} <Money value={rowsTotal(selected)} className="price cart-settle-total" />
        </span>
      </div>
      <Button kind="primary" className="cart-settle-button" onClick={onSettle}>
        {t('settle')}
      </Button>
    </div>
  );
}
