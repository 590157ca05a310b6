import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { FOOTPRINT_PAGE_SIZE, useDeleteFootprints, useFootprints } from './footprint-queries.ts';
import { FootprintTile } from './footprint-tile.tsx';
import { FootprintTools } from './footprint-tools.tsx';
import { groupByDay } from './group-by-day.ts';
import { ListStatus } from '../../../components/states/list-status.tsx';
import '../collection/collection-page.css';
import './footprint-page.css';
import { Pager } from '../../../components/pager.tsx';

/** /member/footprint: goods the member viewed, newest first and grouped by day; delete one or a selection. */
export function Page() {
  const { t } = useTranslation('follow');
  const [page, setPage] = useState(1);
  const { data, isLoading, dataUpdatedAt } = useFootprints(page);
  const remove = useDeleteFootprints();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const list = data?.list ?? [];
  // 'Today' is the day the list was read, which keeps rendering pure.
  const groups = groupByDay(list, Math.floor(dataUpdatedAt / 1000));
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const deleteIds = (ids: number[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected(new Set());
        toast(t('footprint.deleted'), 'success');
      },
    });

  return (
    <div className="page-card follow-page footprint-page">
      <div className="footprint-page__head">
        <h1>{t('footprint.title')}</h1>
        {list.length ? (
          <FootprintTools
            ids={list.map((i) => i.id)}
            selecting={selecting}
            selected={selected}
            deleting={remove.isPending}
            onSelecting={setSelecting}
            onSelect={setSelected}
            onDelete={deleteIds}
          />
        ) : null}
      </div>
      <ListStatus
        loading={isLoading}
        empty={!!data && !list.length}
        emptyText={t('footprint.empty')}
        rows={6}
      >
        <Link to="/index">{t('goShopping')}</Link>
      </ListStatus>
      {groups.map((g) => (
        <section key={g.day} className="footprint-day" aria-label={g.day}>
          <h2>
            {g.relative ? t(`footprint.${g.relative}`) : g.day}
            <small>{t('footprint.countOfDay', { n: g.items.length })}</small>
          </h2>
          <ul className="follow-grid">
            {g.items.map((item) => (
              <FootprintTile
                key={item.id}
                item={item}
                selecting={selecting}
                selected={selected.has(item.id)}
                onToggle={toggle}
                onDelete={(id) => deleteIds([id])}
              />
            ))}
          </ul>
        </section>
      ))}
      {data && data.page_count > 1 ? (
        <Pager
          className="follow-pager"
          current={page}
          pageSize={FOOTPRINT_PAGE_SIZE}
          total={data.count}
          onChange={(p) => {
            setPage(p);
            setSelected(new Set());
          }}
        />
      ) : null}
    </div>
  );
}
