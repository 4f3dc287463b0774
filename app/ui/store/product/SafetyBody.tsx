import { useTranslation } from "react-i18next";
import type { ProductSafety, ShownOperator } from "~/modules/catalog/safety";

function Operator({ operator }: { operator: ShownOperator }) {
  return (
    <address className="not-italic">
      <span className="font-semibold">{operator.name}</span>
      {operator.address.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
      <span className="block">{operator.countryName}</span>
      {operator.email ? (
        <a className="block break-all text-plum-800 underline underline-offset-2" href={`mailto:${operator.email}`}>
          {operator.email}
        </a>
      ) : null}
      {operator.url ? (
        <a className="block break-all text-plum-800 underline underline-offset-2" href={operator.url} rel="noopener">
          {operator.url}
        </a>
      ) : null}
    </address>
  );
}

/** What the safety information says: its summary and its list (SafetyInfo draws it in its `<details>`). */
export function SafetyBody({ safety }: { safety: ProductSafety }) {
  const { t } = useTranslation("safety");
  const { manufacturer, responsiblePerson, identifier, warnings } = safety;
  return (
    <>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-plum-800">
        {t("title")}
        <span aria-hidden="true" className="text-plum-800 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <dl className="space-y-4 px-4 pb-4 text-sm text-stone-800">
        {warnings.length ? (
          <div data-testid="safety-warnings">
            <dt className="font-semibold text-stone-900">{t("warnings")}</dt>
            <dd>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {warnings.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {manufacturer ? (
          <div data-testid="safety-manufacturer">
            <dt className="font-semibold text-stone-900">{t("manufacturer")}</dt>
            <dd className="mt-1">
              <Operator operator={manufacturer} />
            </dd>
          </div>
        ) : null}
        {responsiblePerson ? (
          <div data-testid="safety-responsible">
            <dt className="font-semibold text-stone-900">{t("responsiblePerson")}</dt>
            <dd className="mt-1">
              <Operator operator={responsiblePerson} />
            </dd>
          </div>
        ) : null}
        <div data-testid="safety-identifier">
          <dt className="font-semibold text-stone-900">{t("identifier")}</dt>
          <dd className="mt-1">
            {t("type", { value: identifier.type })}
            {identifier.batch ? <span className="block">{t("batch", { value: identifier.batch })}</span> : null}
            {identifier.gtin ? <span className="block">{t("gtin", { value: identifier.gtin })}</span> : null}
          </dd>
        </div>
      </dl>
    </>
  );
}
