import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { secondaryButton } from "./parts";

/**
 * A back-office page's error boundary: the message takes the page's place inside the frame, so
 * the sidebar and the account menu stay usable.
 */
export function OfficeError() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation("office");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section
      className="rounded-2xl border border-red-900/20 bg-white p-8 shadow-sm"
      role="alert"
      data-testid="office-error"
    >
      <h1 className="font-display text-2xl text-plum-900">{status === 404 ? t("error.notFound") : t("error.title")}</h1>
      <p className="mt-3 text-stone-700">{status === 404 ? t("error.notFoundBody") : t("error.body")}</p>
      <p className="mt-6">
        <Link className={secondaryButton} to={location.pathname + location.search} reloadDocument>
          {t("error.retry")}
        </Link>
      </p>
    </section>
  );
}
