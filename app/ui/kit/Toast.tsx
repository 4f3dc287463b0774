import { useEffect, useState } from "react";

/**
 * The root's toast for a flash message: announced politely, dismissible, and gone by itself after
 * `ms` (3 s, the spec's "saved" note). Without JS it simply stays on the page it came with.
 */
export function Toast({
  id,
  text,
  tone,
  ms = 3000,
}: {
  id: string;
  text: string;
  tone: "success" | "error" | "info";
  ms?: number;
}) {
  const [shown, setShown] = useState<string | null>(id);
  useEffect(() => {
    setShown(id);
    const timer = window.setTimeout(() => setShown(null), ms);
    return () => window.clearTimeout(timer);
  }, [id, ms]);
  if (shown !== id) return null;
  const colours =
    tone === "error"
      ? "border-red-300 bg-red-50 text-red-900"
      : tone === "info"
        ? "border-sandal-300 bg-sandal-50 text-stone-ink"
        : "border-emerald-300 bg-emerald-50 text-emerald-900";
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[80] flex justify-center px-4">
      <p
        role={tone === "error" ? "alert" : "status"}
        data-testid="toast"
        className={`pointer-events-auto rounded-2xl border px-5 py-3 text-sm font-medium shadow-lg ${colours}`}
      >
        {text}
      </p>
    </div>
  );
}
