import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import { CODE_MAX_LENGTH } from "~/modules/discounts/rules";
import { InputField } from "~/ui/kit/Field";

interface CodeError {
  key: string;
  values: Record<string, string>;
}

/**
 * The cart's discount code (issue 14): a plain form posting to /cart. The code kept shows what it
 * takes off the products now and the total after it; a refused one says why next to the field.
 * The payment page starts with the code in its own field and the checkout checks it again.
 */
export function CartDiscountForm({
  discount,
  answer,
}: {
  discount: { code: string; amountCents: number; totalCents: number; welcome: boolean; error: CodeError | null } | null;
  answer: { code: string; error: CodeError } | null;
}) {
  const { t, i18n } = useTranslation("discounts");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/cart";
  const money = (cents: number) => formatEUR(cents, i18n.language);
  const error = answer?.error ?? discount?.error ?? null;
  const kept = discount && !discount.error ? discount : null;
  return (
    <div className="mt-6 border-t border-sandal-200 pt-5" data-testid="cart-discount">
      {kept ? (
        <div className="space-y-2">
          <p className="flex items-baseline justify-between gap-3 text-emerald-900" data-testid="cart-discount-applied">
            <span>{t("summary.code", { code: kept.code })}</span>
            <span className="tabular-nums">−{money(kept.amountCents)}</span>
          </p>
          <p className="flex items-baseline justify-between gap-3 font-semibold">
            <span>{t("cart.totalAfter")}</span>
            <span className="tabular-nums" data-testid="cart-total-after">
              {money(kept.totalCents)}
            </span>
          </p>
          {kept.welcome ? <p className="text-sm text-stone-700">{t("cart.welcomeNote")}</p> : null}
          <Form method="post" action="/cart">
            <input type="hidden" name="intent" value="discount-remove" />
            <button
              type="submit"
              className="min-h-11 text-sm font-medium text-plum-800 underline underline-offset-4"
              disabled={busy}
            >
              {t("cart.remove")}
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" action="/cart" noValidate className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <input type="hidden" name="intent" value="discount" />
          <div className="min-w-0 flex-1 basis-40">
            <InputField
              key={answer?.code ?? discount?.code ?? ""}
              id="cart-discountCode"
              name="discountCode"
              label={t("cart.label")}
              hint={t("cart.hint")}
              defaultValue={answer?.code ?? discount?.code ?? ""}
              error={error ? t(error.key, error.values) : undefined}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={CODE_MAX_LENGTH}
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border-2 border-plum-800 px-5 font-semibold text-plum-800 hover:bg-plum-50"
          >
            {t("cart.apply")}
          </button>
        </Form>
      )}
    </div>
  );
}
