import type { ReactNode } from "react";

/**
 * The frame of one tab of the account area: a section named by its heading, an optional intro
 * line and, beside the heading, an optional action (Mark all as read).
 */
export function AccountTab({
  id,
  title,
  intro,
  introClassName = "mt-2 text-stone-700",
  action,
  children,
}: {
  /** The section's id stem: the heading is `<id>-title`. */
  id: string;
  title: string;
  intro?: ReactNode;
  introClassName?: string;
  /** Beside the heading (the row is there even while the action is null). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={`${id}-title`} className="font-display text-2xl text-plum-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      {action === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      )}
      {intro ? <p className={introClassName}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** The empty state of a tab ('No orders found for your account.'), `spacing` below what precedes it. */
export function AccountEmpty({ children, spacing = "mt-6" }: { children: ReactNode; spacing?: string }) {
  return (
    <div className={spacing}>
      <div className="rounded-2xl border border-dashed border-sandal-200 bg-sandal-50 px-6 py-10 text-center">
        <p className="text-lg text-stone-800">{children}</p>
      </div>
    </div>
  );
}
