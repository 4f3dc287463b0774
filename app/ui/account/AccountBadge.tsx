import type { ReactNode } from "react";

/** The colours of a status badge, by what the status means for the shopper. */
export const badgeTones = {
  good: "bg-emerald-50 text-emerald-900 ring-emerald-800/25",
  waiting: "bg-saffron-100 text-stone-ink ring-saffron-700/30",
  bad: "bg-red-50 text-red-900 ring-red-800/25",
  closed: "bg-stone-100 text-stone-800 ring-stone-500/30",
  working: "bg-plum-50 text-plum-900 ring-plum-800/25",
  moving: "bg-sky-50 text-sky-900 ring-sky-800/25",
} as const;

export type BadgeTone = keyof typeof badgeTones;

/** A small round badge holding a translated status. */
export function AccountBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${badgeTones[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
