import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function ErrorScreen({ status, path }: { status: number; path: string }) {
  const { t } = useTranslation();
  if (status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl">{t("notFound.title")}</h1>
        <p className="mt-4 break-all text-stone-600">{path}</p>
        <Link className="mt-8 inline-block underline" to="/">
          {t("notFound.home")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl">{t("error.title")}</h1>
      <p className="mt-4">{t("error.body")}</p>
      <Link className="mt-8 inline-block underline" to="/">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
