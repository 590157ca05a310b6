import { SEARCH_KEYWORD_MAX } from '@mall/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { RouteLink } from '../../../../components/route-link.tsx';
import { useDefaultSearchWords, useHotSearchWords } from '../../api/site-queries.ts';
import './search-box.css';

type SearchType = 'goods' | 'shop';

const TARGET: Record<SearchType, string> = { goods: '/list', shop: '/street' };
const searchPath = (type: SearchType, keyword: string) =>
  keyword ? `${TARGET[type]}?keyword=${encodeURIComponent(keyword)}` : TARGET[type];

/** Goods or shop search; an empty box searches the default word shown as placeholder. */
export function SearchBox({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const location = useLocation();
  const { data: defaults } = useDefaultSearchWords();
  const { data: hot } = useHotSearchWords();
  const [type, setType] = useState<SearchType>(location.pathname === '/street' ? 'shop' : 'goods');
  const [keyword, setKeyword] = useState('');

  // The box shows what the current list or street page was searched for.
  useEffect(() => {
    if (location.pathname === '/list' || location.pathname === '/street') {
      setKeyword(new URLSearchParams(location.search).get('keyword') ?? '');
      setType(location.pathname === '/street' ? 'shop' : 'goods');
    }
  }, [location.pathname, location.search]);

  const defaultWord = defaults?.words.trim() ?? '';
  const atLimit = keyword.length >= SEARCH_KEYWORD_MAX;
  const hotWords = (hot?.words ?? '')
    .split(/[,，]/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 8);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(searchPath(type, keyword.trim() || defaultWord));
  };

  const tabs = (['goods', 'shop'] as const).map((value) => (
    <button
      key={value}
      type="button"
      role="tab"
      aria-selected={type === value}
      className={type === value ? 'mc-search-tab active' : 'mc-search-tab'}
      onClick={() => setType(value)}
    >
      {t(value === 'goods' ? 'search.goods' : 'search.shop')}
    </button>
  ));

  return (
    <div className={compact ? 'mc-search compact' : 'mc-search'}>
      {compact ? null : (
        <div className="mc-search-tabs" role="tablist" aria-label={t('search.type')}>
          {tabs}
        </div>
      )}
      <form className="mc-search-form" role="search" onSubmit={submit}>
        <input
          className="mc-search-input"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={defaultWord || t('search.placeholder')}
          aria-label={t('search.label')}
          aria-describedby={atLimit ? 'mc-search-limit' : undefined}
          maxLength={SEARCH_KEYWORD_MAX}
        />
        <button type="submit" className="mc-search-button">
          {t('search.button')}
        </button>
      </form>
      {/* The browser stops typing (and cuts a paste) at maxLength: say so, rather than cut silently. */}
      {atLimit ? (
        <p id="mc-search-limit" className="mc-search-limit" role="status">
          {t('search.tooLong', { max: SEARCH_KEYWORD_MAX })}
        </p>
      ) : null}
      {compact || hotWords.length === 0 ? null : (
        <nav className="mc-hot-words" aria-label={t('search.hot')}>
          {hotWords.map((word, i) => (
            <RouteLink key={word} to={searchPath(type, word)} className={i === 0 ? 'mc-hot first' : 'mc-hot'}>
              {word}
            </RouteLink>
          ))}
        </nav>
      )}
    </div>
  );
}
