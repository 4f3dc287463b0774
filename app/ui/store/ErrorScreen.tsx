import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { ALL_COLLECTIONS_HREF } from "~/lib/chrome";
import { LogoMark } from "~/ui/store/header/Logo";

const primary =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-6 text-sm font-semibold text-white transition hover:bg-plum-700";
const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/25 transition hover:bg-sandal-100";

/**
 * The title and text an error answer carries for people, already in the page's language: a 503
 * for a statement cancelled for its time limit (app/lib/statement-timeout.server.ts).
 */
function useErrorText(): { title: string; message: string } | null {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return null;
  const data = error.data as { title?: unknown; message?: unknown } | null;
  if (!data || typeof data !== "object") return null;
  return typeof data.title === "string" && typeof data.message === "string"
    ? { title: data.title, message: data.message }
    : null;
}

/**
 * The not-found screen (the broken path and a home link), the busy screen (503: the shop stopped
 * a request that took too long; try again) and the unexpected-error screen.
 */
export function ErrorScreen({ status, path }: { status: number; path: string }) {
  const { t } = useTranslation("common");
  const notFound = status === 404;
  const told = useErrorText();
  return (
    <section
      className="relative isolate overflow-hidden px-5 py-20 sm:py-28"
      data-testid={notFound ? "not-found" : "error-screen"}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute left-1/2 top-10 -z-10 h-72 w-72 -translate-x-1/2 rounded-full bg-saffron-100 blur-3xl sm:h-96 sm:w-96"
      />
      <div className="mx-auto max-w-xl text-center">
        <LogoMark className="mx-auto h-14 w-14" />
        <p
          className="mt-6 font-display text-6xl font-light tracking-tight text-plum-800/80 sm:text-7xl"
          aria-hidden="true"
        >
          {status}
        </p>
        <h1 className="mt-4 font-display text-3xl text-stone-ink sm:text-4xl">
          {notFound ? t("notFound.title") : (told?.title ?? t("error.title"))}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-stone-700">
          {notFound ? t("notFound.lead") : (told?.message ?? t("error.body"))}
        </p>
        {notFound ? (
          <p className="mt-6 text-sm text-stone-600">
            <span className="block text-xs font-semibold uppercase tracking-[0.14em]">{t("notFound.pathLabel")}</span>
            <code className="mt-2 inline-block max-w-full break-all rounded-lg bg-sandal-100 px-3 py-1.5 font-mono text-sm text-stone-ink">
              {path}
            </code>
          </p>
        ) : (
          <p className="sr-only">{t("error.code", { status })}</p>
        )}
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link className={primary} to="/">
            {t("notFound.home")}
          </Link>
          {notFound ? (
            <Link className={secondary} to={ALL_COLLECTIONS_HREF}>
              {t("notFound.browse")}
            </Link>
          ) : (
            <a className={secondary} href={path}>
              {t("error.retry")}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
