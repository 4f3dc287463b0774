import { forwardRef, type ReactNode } from "react";

export type NoticeTone = "error" | "success" | "info";

const tones: Record<NoticeTone, string> = {
  error: "border-red-700/30 bg-red-50 text-red-900",
  success: "border-emerald-700/30 bg-emerald-50 text-emerald-900",
  info: "border-sandal-200 bg-sandal-50 text-stone-900",
};

/**
 * A message about a whole form or page: an alert for errors, a polite status otherwise. A `div`
 * by default (it may hold blocks), or a `p` for a line of text; `focusable` lets a script take
 * the keyboard to it.
 */
export const Notice = forwardRef<
  HTMLElement,
  { tone: NoticeTone; children: ReactNode; id?: string; as?: "div" | "p"; className?: string; focusable?: boolean }
>(function Notice({ tone, children, id, as: Tag = "div", className, focusable = false }, ref) {
  return (
    <Tag
      // One ref type for both tags: the caller asks for the element it renders.
      ref={ref as never}
      id={id}
      tabIndex={focusable ? -1 : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={["rounded-xl border p-4", className, tones[tone]].filter(Boolean).join(" ")}
    >
      {children}
    </Tag>
  );
});
