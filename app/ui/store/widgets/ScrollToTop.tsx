import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowUp } from "~/ui/store/header/icons";

/** Past this many pixels of scroll the button shows (SPEC section 9). */
export const SCROLL_TOP_THRESHOLD = 200;

/** A "back to top" button that appears after 200 px of scroll; smooth unless reduced motion. */
export function ScrollToTop({ raised = false }: { raised?: boolean }) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      hidden={!visible}
      data-testid="scroll-to-top"
      className={`fixed right-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-plum-800 text-white shadow-lg shadow-plum-900/25 ring-1 ring-white/30 transition hover:bg-plum-700 sm:right-6 ${
        raised ? "bottom-52 sm:bottom-6" : "bottom-4 sm:bottom-6"
      }`}
    >
      <ArrowUp className="h-5 w-5" />
      <span className="sr-only">{t("scrollTop")}</span>
    </button>
  );
}
