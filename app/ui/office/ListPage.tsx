import type { ReactNode } from "react";
import { EmptyState, PageHeader, Pager, SearchForm } from "./parts";

/**
 * A back-office list page (products, inventory, customers, reviews, users): the header, a GET
 * search form (with the page's own filters inside it), then the table with its pager, or the
 * empty state when nothing matches.
 */
export function ListPage({
  title,
  lead,
  actions,
  summary,
  q,
  searchLabel,
  searchPlaceholder,
  filters,
  list,
  table,
  empty,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
  /** Shown between the header and the search form (the inventory's counts). */
  summary?: ReactNode;
  q: string;
  searchLabel: string;
  searchPlaceholder: string;
  filters?: ReactNode;
  list: { rows: unknown[]; page: number; pageCount: number; total: number };
  /** The table of `list.rows`. */
  table: ReactNode;
  empty: string;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} actions={actions} />
      {summary}
      <div className="mt-6">
        <SearchForm q={q} label={searchLabel} placeholder={searchPlaceholder}>
          {filters}
        </SearchForm>
      </div>
      <div className="mt-6">
        {list.rows.length ? (
          <>
            {table}
            <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
          </>
        ) : (
          <EmptyState text={empty} />
        )}
      </div>
    </>
  );
}
