import { Button, Checkbox, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';
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
      <Checkbox
        checked={valid.length > 0 && selected.length === valid.length}
        indeterminate={selected.length > 0 && selected.length < valid.length}
        disabled={valid.length === 0}
        onChange={(e) => onCheckAll(e.target.checked)}
      >
        {t('selectAll')}
      </Checkbox>
      <Popconfirm
        title={t('confirmDeleteSelected', { count: selected.length })}
        onConfirm={onDeleteSelected}
        disabled={selected.length === 0}
      >
        <button type="button" className="cart-link-button" disabled={selected.length === 0}>
          {t('deleteSelected')}
        </button>
      </Popconfirm>
      <div className="cart-settle-sum">
        <span>{t('selectedCount', { n: pieces })}</span>
        <span>
          {t('total')} <Money value={rowsTotal(selected)} className="price cart-settle-total" />
        </span>
      </div>
      <Button type="primary" className="cart-settle-button" onClick={onSettle}>
        {t('settle')}
      </Button>
    </div>
  );
}
