import type { ReactNode } from "react";

/** A 20 px line icon drawn in the text's colour, hidden from screen readers (its control names it). */
export function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      {children}
    </svg>
  );
}
