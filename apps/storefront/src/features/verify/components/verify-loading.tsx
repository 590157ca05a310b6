import { Shimmer, ShimmerLines } from '../../../components/states/placeholders.tsx';
import './verify-loading.css';

/** A counter or record page while it loads, as antd's Skeleton drew it: a title bar and three lines. */
export function VerifyLoading() {
  return (
    <div className="page-card">
      <Shimmer className="vf-loading-title" />
      <ShimmerLines rows={3} />
    </div>
  );
}
