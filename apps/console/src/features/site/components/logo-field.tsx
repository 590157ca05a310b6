import { PictureUpload } from '../../../components/picture-upload.tsx';

/** The site logo: shown in the storefront header and as its favicon. */
export function LogoField(props: { value?: string; onChange?: (path: string) => void }) {
  return <PictureUpload {...props} />;
}
