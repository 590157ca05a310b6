import { Link } from 'react-router';
import { ResultState } from './result-state.tsx';

interface MissingStateProps {
  title: string;
  /** Where the shopper goes back to, and the link's words. */
  backTo: string;
  backLabel: string;
  /** 404 for an id nothing answers to; warning when the page lacks what it needs (a shop). */
  status?: '404' | 'warning';
}

/** What a page shows when the thing its address names does not exist: why, and the way back. */
export function MissingState({ title, backTo, backLabel, status = '404' }: MissingStateProps) {
  return <ResultState status={status} title={title} extra={<Link to={backTo}>{backLabel}</Link>} />;
}
