import { useTranslation } from "react-i18next";
import type { ShopSettings } from "~/modules/settings/defaults";
import { centsToEuro, RESERVATION_BOUNDS, SETTINGS_SECTIONS, ZONE1_CHOICES, ZONES } from "~/modules/settings/schemas";
import { countryName } from "~/lib/country-name";
import { InputField } from "~/ui/kit/Field";
import { PageHeader } from "~/ui/office/parts";
import { EInvoicingFields } from "./EInvoicingFields";
import { Checkbox, CheckboxGroup, SettingsSection, type SectionAnswer } from "./SettingsSection";

/** The shop settings page: one form per section, each prefilled with the stored value. */
export function ShopSettingsPage({ settings, answer }: { settings: ShopSettings; answer: SectionAnswer | null }) {
  const { t, i18n } = useTranslation("settings-office");
  const lng = i18n.language;
  /** The answer, when it is about this section. */
  const sent = (section: string) => (answer?.section === section ? answer : null);
  const errorOf = (section: string, field: string) => {
    const key = sent(section)?.errors[field];
    return key ? t(key) : undefined;
  };
  /** What a field shows: what was sent with a refused save, else the stored value. */
  const valueOf = (section: string, field: string, stored: string | number) => {
    const v = sent(section)?.values[field];
    return typeof v === "string" ? v : String(stored);
  };
  const props = (section: string, field: string, stored: string | number) => ({
    id: `${section}-${field}`,
    name: field,
    label: t(`${section}.${field}`),
    defaultValue: valueOf(section, field, stored),
    error: errorOf(section, field),
  });
  const order = (section: keyof typeof SETTINGS_SECTIONS) => SETTINGS_SECTIONS[section].fields;
  const { legal, shipping, newsletter, reservation, paymentMethods } = settings;
  const zone1 = (() => {
    const v = sent("shipping")?.values.zone1;
    if (v === undefined) return answer?.section === "shipping" ? [] : shipping.zone1Countries;
    return typeof v === "string" ? [v] : v;
  })();
  const methodsSent = sent("paymentMethods");
  const methodOn = (m: keyof ShopSettings["paymentMethods"]) =>
    methodsSent ? methodsSent.values[m] === "on" : paymentMethods[m];
  // A form is remounted when what it shows changes (a save, a refusal): its fields are uncontrolled.
  const k = (section: keyof ShopSettings) =>
    `${section}:${answer?.section === section ? "sent" : JSON.stringify(settings[section])}`;

  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <nav aria-label={t("sectionsNav")} className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {Object.keys(SETTINGS_SECTIONS).map((s) => (
            <li key={s}>
              <a
                className="inline-flex min-h-11 items-center text-plum-800 underline underline-offset-2"
                href={`#${s}`}
              >
                {t(`${s}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 max-w-4xl space-y-6">
        <SettingsSection
          key={k("legal")}
          id="legal"
          title={t("legal.title")}
          lead={t("legal.lead")}
          answer={sent("legal")}
          order={order("legal")}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField {...props("legal", "name", legal.name)} autoComplete="organization" maxLength={120} />
            <InputField {...props("legal", "street", legal.street)} autoComplete="street-address" maxLength={160} />
            <InputField {...props("legal", "postalCode", legal.postalCode)} autoComplete="postal-code" maxLength={10} />
            <InputField {...props("legal", "city", legal.city)} autoComplete="address-level2" maxLength={80} />
            <InputField {...props("legal", "province", legal.province)} hint={t("legal.provinceHint")} maxLength={2} />
            <InputField {...props("legal", "country", legal.country)} hint={t("legal.countryHint")} maxLength={2} />
            <InputField
              {...props("legal", "vatNumber", legal.vatNumber)}
              hint={t("legal.vatNumberHint")}
              maxLength={13}
            />
            <InputField {...props("legal", "taxCode", legal.taxCode)} maxLength={16} />
            <InputField {...props("legal", "pec", legal.pec)} type="email" maxLength={254} />
            <InputField {...props("legal", "sdiCode", legal.sdiCode)} hint={t("legal.sdiCodeHint")} maxLength={7} />
            <InputField {...props("legal", "email", legal.email)} type="email" autoComplete="email" maxLength={254} />
            <InputField {...props("legal", "phone", legal.phone)} type="tel" autoComplete="tel" maxLength={30} />
          </div>
          <EInvoicingFields
            valueOf={(field) => valueOf("legal", field, legal[field])}
            errorOf={(field) => errorOf("legal", field)}
          />
        </SettingsSection>

        <SettingsSection
          key={k("shipping")}
          id="shipping"
          title={t("shipping.title")}
          lead={t("shipping.lead")}
          answer={sent("shipping")}
          order={order("shipping")}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {ZONES.map((zone) => (
              <fieldset key={zone} className="rounded-xl border border-sandal-200 p-4 sm:col-span-2">
                <legend className="px-1 text-sm font-semibold text-stone-900">{t(`shipping.zone.${zone}`)}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <InputField
                    {...props("shipping", `rate_${zone}`, centsToEuro(shipping.zones[zone].rateCents))}
                    label={t("shipping.rate")}
                    hint={t("shipping.euroHint")}
                    inputMode="decimal"
                  />
                  <InputField
                    {...props("shipping", `freeFrom_${zone}`, centsToEuro(shipping.zones[zone].freeFromCents))}
                    label={t("shipping.freeFrom")}
                    hint={t("shipping.euroHint")}
                    inputMode="decimal"
                  />
                </div>
              </fieldset>
            ))}
          </div>
          <CheckboxGroup
            id="shipping-zone1"
            legend={t("shipping.zone1")}
            hint={t("shipping.zone1Hint")}
            error={errorOf("shipping", "zone1")}
            columns
          >
            {ZONE1_CHOICES.map((c) => (
              <Checkbox
                key={c}
                id={`shipping-zone1-${c}`}
                name="zone1"
                value={c}
                label={countryName(c, lng)}
                checked={zone1.includes(c)}
              />
            ))}
          </CheckboxGroup>
        </SettingsSection>

        <SettingsSection
          key={k("vatPercent")}
          id="vatPercent"
          title={t("vatPercent.title")}
          lead={t("vatPercent.lead")}
          answer={sent("vatPercent")}
          order={order("vatPercent")}
        >
          <div className="max-w-xs">
            <InputField {...props("vatPercent", "vatPercent", settings.vatPercent)} inputMode="numeric" />
          </div>
        </SettingsSection>

        <SettingsSection
          key={k("lowStockDefault")}
          id="lowStockDefault"
          title={t("lowStockDefault.title")}
          lead={t("lowStockDefault.lead")}
          answer={sent("lowStockDefault")}
          order={order("lowStockDefault")}
        >
          <div className="max-w-xs">
            <InputField
              {...props("lowStockDefault", "lowStockDefault", settings.lowStockDefault)}
              inputMode="numeric"
            />
          </div>
        </SettingsSection>

        <SettingsSection
          key={k("newsletter")}
          id="newsletter"
          title={t("newsletter.title")}
          lead={t("newsletter.lead")}
          answer={sent("newsletter")}
          order={order("newsletter")}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              {...props("newsletter", "code", newsletter.code)}
              hint={t("newsletter.codeHint")}
              maxLength={40}
            />
            <InputField
              {...props("newsletter", "percent", newsletter.percent)}
              hint={t("newsletter.percentHint")}
              inputMode="numeric"
            />
          </div>
        </SettingsSection>

        <SettingsSection
          key={k("reservation")}
          id="reservation"
          title={t("reservation.title")}
          lead={t("reservation.lead")}
          answer={sent("reservation")}
          order={order("reservation")}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              {...props("reservation", "minutes", reservation.minutes)}
              hint={t("reservation.bounds", RESERVATION_BOUNDS.minutes)}
              inputMode="numeric"
            />
            <InputField
              {...props("reservation", "bankTransferMinutes", reservation.bankTransferMinutes)}
              hint={t("reservation.bounds", RESERVATION_BOUNDS.bankTransferMinutes)}
              inputMode="numeric"
            />
          </div>
        </SettingsSection>

        <SettingsSection
          key={k("paymentMethods")}
          id="paymentMethods"
          title={t("paymentMethods.title")}
          lead={t("paymentMethods.lead")}
          answer={sent("paymentMethods")}
          order={order("paymentMethods")}
        >
          <CheckboxGroup
            id="paymentMethods-methods"
            legend={t("paymentMethods.legend")}
            error={errorOf("paymentMethods", "methods")}
          >
            {(["card", "bank-transfer", "paypal"] as const).map((m) => (
              <Checkbox
                key={m}
                id={`paymentMethods-${m}`}
                name={m}
                value="on"
                label={t(`paymentMethods.${m}`)}
                checked={methodOn(m)}
              />
            ))}
          </CheckboxGroup>
        </SettingsSection>
      </div>
    </>
  );
}
