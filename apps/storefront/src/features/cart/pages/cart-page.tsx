import { ShoppingCartOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { groupByShop, type CartRow } from '../cart-rows.ts';
import { CartInvalidGroup, CartShopGroup, type LineActions } from '../components/cart-groups.tsx';
import { CartSettleBar } from '../components/cart-settle-bar.tsx';
import { useCartModel } from '../use-cart-model.ts';
import './cart-page.css';
import { CheckBox } from '../../../components/check-box.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';

/** Selection lives in the page (per line key): new lines start selected, a deselected line stays so. */
function useSelection() {
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const check = (rows: CartRow[], checked: boolean) =>
    setUnselected((prev) => {
      const next = new Set(prev);
      for (const r of rows) {
        if (checked) next.delete(r.key);
        else next.add(r.key);
      }
      return next;
    });
  return { isChecked: (r: CartRow) => !unselected.has(r.key), check };
}

function EmptyCart({ member }: { member: boolean }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <ShoppingCartOutlined className="cart-empty-icon" />
      <div>
        <p>{t('empty')}</p>
        <Link to="/index">{t('goShopping')}</Link>
        {!member && <Link to="/login?redirect=%2Fcart">{t('login')}</Link>}
      </div>
    </div>
  );
}

/** /cart: the cart grouped by shop, with selection, quantities, deletes, invalid lines and the total. */
export function Page() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const model = useCartModel();
  const selection = useSelection();
  const quiet = (p: Promise<void>) => void p.catch(() => undefined); // the request helper shows the text
  const actions: LineActions = {
    ...selection,
    setNum: (row, num) => quiet(model.setNum(row, num)),
    remove: (rows) => quiet(model.remove(rows)),
  };
  const valid = model.rows.filter((r) => !r.invalid);
  const invalid = model.rows.filter((r) => r.invalid);
  const selected = valid.filter(selection.isChecked);

  const settle = () => {
    if (!model.member) return void navigate(`/login?redirect=${encodeURIComponent('/cart')}`);
    if (selected.length === 0) return toast(t('nothingSelected'), 'warning');
    void navigate(`/payment?cart_ids=${selected.map((r) => r.cartId).join(',')}`);
  };

  if (model.loading) return <PageLoading />;
  return (
    <div className="content-width cart-page">
      <div className="cart-title">
        <h1>{t('title')}</h1>
        {/* The spec's cart count, the same number as the header badge: pieces of the buyable lines. */}
        <span data-testid="cart-count">{t('all', { n: valid.reduce((n, r) => n + r.num, 0) })}</span>
        {!model.member && (
          <span className="cart-guest-hint">
            {t('guestHint')}{' '}
            <Link to="/login?redirect=%2Fcart" className="text-link">
              {t('login')}
            </Link>
          </span>
        )}
      </div>
      {model.rows.length === 0 ? (
        <EmptyCart member={model.member} />
      ) : (
        <>
          <div className="cart-head">
            <div className="cart-col-check">
              <CheckBox
                checked={valid.length > 0 && selected.length === valid.length}
                indeterminate={selected.length > 0 && selected.length < valid.length}
                onChange={(checked) => selection.check(valid, checked)}
              >
                {t('selectAll')}
              </CheckBox>
            </div>
            <div className="cart-col-goods">{t('goods')}</div>
            <div className="cart-col-price">{t('unitPrice')}</div>
            <div className="cart-col-num">{t('quantity')}</div>
            <div className="cart-col-subtotal">{t('subtotal')}</div>
            <div className="cart-col-actions">{t('actions')}</div>
          </div>
          {groupByShop(valid).map((g) => (
            <CartShopGroup key={g.siteId} {...g} actions={actions} />
          ))}
          {invalid.length > 0 && <CartInvalidGroup rows={invalid} actions={actions} />}
          <CartSettleBar
            valid={valid}
            selected={selected}
            onCheckAll={(c) => selection.check(valid, c)}
            onDeleteSelected={() => actions.remove(selected)}
            onSettle={settle}
          />
        </>
      )}
    </div>
  );
}
