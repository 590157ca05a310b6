import { Link } from 'react-router';
import { imgUrl } from '../../../../lib/image.ts';
import { useWebsiteInfo } from '../../../../lib/site-data.ts';
import './site-logo.css';

/** The platform's logo linking home; the site name stands in while there is no logo. */
export function SiteLogo({ className = 'mc-logo' }: { className?: string }) {
  const { data: site } = useWebsiteInfo();
  return (
    <Link to="/index" className={className}>
      {site?.logo ? (
        // Its box is reserved before the picture arrives, so nothing below it moves (layout shift).
        <img src={imgUrl(site.logo)} alt={site.site_name} width={200} height={64} />
      ) : (
        <span className="mc-logo-text">{site?.site_name}</span>
      )}
    </Link>
  );
}
