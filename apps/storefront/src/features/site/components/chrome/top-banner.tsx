import { ADV_KEYWORDS, TOP_BANNER_HEIGHT, TOP_BANNER_MAX_CLOSES } from '@mall/contracts';
import { CloseOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../../lib/image.ts';
import { useAdv } from '../../../../lib/site-data.ts';
import { countTopBannerClose, topBannerCloses } from '../../api/chrome-early.ts';
import { SmartLink } from '../../../../components/smart-link.tsx';
import './top-banner.css';
import { linkUrl } from '../../../../lib/json-text.ts';

// A close lasts for this page load (moving between layouts keeps it closed); a reload shows the banner again
// until it has been closed TOP_BANNER_MAX_CLOSES times (spec §2 Chrome, §9).
let closedThisLoad = false;

/** The advertisement strip above the top bar on main-layout pages. */
export function TopBanner() {
  const { t } = useTranslation('chrome');
  const { data, isPending } = useAdv(ADV_KEYWORDS.topBanner);
  const [hidden, setHidden] = useState(() => closedThisLoad || topBannerCloses() >= TOP_BANNER_MAX_CLOSES);
  const adv = data?.adv_list[0];
  if (hidden) return null;
  // Hold the strip's height while the advert loads: appearing 70 px late pushed the whole page down.
  if (isPending)
    return <div className="mc-top-banner" aria-hidden="true" style={{ height: TOP_BANNER_HEIGHT }} />;
  if (!adv?.adv_image) return null;

  const close = () => {
    countTopBannerClose();
    closedThisLoad = true;
    setHidden(true);
  };
  const background = adv.background || data?.adv_position.ap_background_color || undefined;
  return (
    <div className="mc-top-banner" data-testid="top-banner" style={{ height: TOP_BANNER_HEIGHT, background }}>
      <div className="content-width mc-top-banner-inner">
        <SmartLink url={linkUrl(adv.adv_url)} className="mc-top-banner-link" title={adv.adv_title}>
          <img src={imgUrl(adv.adv_image)} alt={adv.adv_title} height={TOP_BANNER_HEIGHT} />
        </SmartLink>
        <button
          type="button"
          className="mc-top-banner-close"
          aria-label={t('topBanner.close')}
          onClick={close}
        >
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}
