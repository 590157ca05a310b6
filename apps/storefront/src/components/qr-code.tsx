import { QRCodeSVG } from '@rc-component/qrcode';
import { useTranslation } from 'react-i18next';
import './qr-code.css';

/** The frame's 12 px padding and 1 px border on each side, inside the asked size (antd counts them in too). */
const FRAME = 2 * (12 + 1);

/**
 * A QR code in antd's QRCode look (white box, thin border, radius 8) drawn as SVG straight from the encoder antd
 * itself uses, so showing one loads no antd (issue 12). `size` is the whole box, as antd's. The encoder is most
 * of this module's weight: pages load it lazily (lazy-qr-code.ts).
 */
export function QrCode({ value, size = 160, label }: { value: string; size?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="qr-code" style={{ width: size, height: size }}>
      {/* antd's defaults: level M (readable with a smudge), the text colour on a see-through ground. */}
      <QRCodeSVG
        value={value}
        size={size - FRAME}
        level="M"
        bgColor="transparent"
        fgColor="rgba(0, 0, 0, 0.88)"
        role="img"
        aria-label={label ?? t('qrCode')}
      />
    </div>
  );
}
