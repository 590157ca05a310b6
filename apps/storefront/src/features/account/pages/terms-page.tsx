import type { shop } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../../lib/request.ts';
import { useAgreement } from '../api/account-queries.ts';
import { AgreementText } from '../components/agreement-text.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import '../components/auth-forms.css';
import './terms-page.css';

/** A shop's own terms when the link carries its site_id (goods and shop pages link here that way). */
function useShopTerms(siteId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['/api/shop/getShopTermsAndPolicy', siteId, i18n.language],
    queryFn: () =>
      request<shop.ShopTerms>({ url: '/api/shop/getShopTermsAndPolicy', data: { site_id: siteId } }),
    enabled: siteId !== null,
  });
}

const siteIdOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** /terms-and-policy: the platform's service agreement, or with ?site_id= a shop's terms and policies. */
export function Page() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const siteId = siteIdOf(params.get('site_id'));
  const shopTerms = useShopTerms(siteId);
  const platform = useAgreement();
  const doc = siteId !== null ? shopTerms : platform;
  const title = doc.data?.title || t('terms.title');

  return (
    <div className="content-width acc-terms">
      <article className="acc-card acc-terms-card" aria-labelledby="terms-title">
        <h1 id="terms-title">{title}</h1>
        {siteId !== null && shopTerms.data ? (
          <p className="acc-terms-shop">{t('terms.ofShop', { shop: shopTerms.data.site_name })}</p>
        ) : null}
        {doc.isPending ? <PageLoading /> : null}
        {doc.data ? <AgreementText content={doc.data.content} /> : null}
        {doc.data && !doc.data.content.trim() ? <p className="acc-hint">{t('terms.empty')}</p> : null}
        <p className="acc-card-foot">
          <Link to="/index">{t('terms.backHome')}</Link>
        </p>
      </article>
    </div>
  );
}
