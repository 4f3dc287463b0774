import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { secondaryButton } from "~/ui/office/parts";

/** Where a keyset list stands: whether it is at either end, and the cursors of its neighbours. */
export interface KeysetPosition {
  atStart: boolean;
  atEnd: boolean;
  prev: string | null;
  next: string | null;
}

/**
 * First / previous / next / last links over keyset cursors (`before`, `after`, `at=last`); the
 * list's other parameters (filters, sort) stay in the address, its old position does not.
 */
export function KeysetLinks({
  list,
  labels,
  drop = [],
}: {
  list: KeysetPosition;
  labels: { first: string; previous: string; next: string; last: string };
  /** More parameters a new position replaces (an older `page`). */
  drop?: string[];
}) {
  const location = useLocation();
  const href = (set: Record<string, string>) => {
    const params = new URLSearchParams(location.search);
    for (const k of ["after", "before", "at", ...drop]) params.delete(k);
    for (const [k, v] of Object.entries(set)) params.set(k, v);
    const qs = params.toString();
    return qs ? `${location.pathname}?${qs}` : location.pathname;
  };
  return (
    <div className="flex flex-wrap gap-2">
      {!list.atStart ? (
        <>
          <Link className={secondaryButton} to={href({})}>
            {labels.first}
          </Link>
          {list.prev ? (
            <Link className={secondaryButton} to={href({ before: list.prev })} rel="prev">
              {labels.previous}
            </Link>
          ) : null}
        </>
      ) : null}
      {!list.atEnd ? (
        <>
          {list.next ? (
            <Link className={secondaryButton} to={href({ after: list.next })} rel="next">
              {labels.next}
            </Link>
          ) : null}
          <Link className={secondaryButton} to={href({ at: "last" })}>
            {labels.last}
          </Link>
        </>
      ) : null}
    </div>
  );
}
