import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { CUSTOMER_LIMITS } from "~/modules/checkout/schemas";
import { InputField } from "~/ui/kit/Field";
import { secondaryButtonClass } from "./styles";

/**
 * The optional discount code and its "Apply" (intent=quote: the server checks the code for the
 * e-mail and answers with the discount). Without JS "Apply" is a submit button; with JS it is a
 * plain button that posts the form, and Enter in the box applies the code instead of paying.
 */
export function DiscountField({
  defaultValue,
  error,
  hint,
  hydrated,
  busy,
  onCode,
  onApply,
}: {
  defaultValue: string;
  error?: string;
  hint: string;
  hydrated: boolean;
  busy: boolean;
  onCode: (code: string) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation("checkout");
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter" || !hydrated) return;
    e.preventDefault();
    onApply();
  };
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1 basis-56">
        <InputField
          id="checkout-discountCode"
          name="discountCode"
          defaultValue={defaultValue}
          error={error}
          label={t("page.discountLabel")}
          hint={hint}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={CUSTOMER_LIMITS.discountCode}
          onChange={(e) => onCode(e.currentTarget.value)}
          onKeyDown={onKey}
        />
      </div>
      <button
        type={hydrated ? "button" : "submit"}
        name="intent"
        value="quote"
        formNoValidate
        onClick={hydrated ? onApply : undefined}
        disabled={busy}
        className={`${secondaryButtonClass} mt-6`}
      >
        {t("page.apply")}
      </button>
    </div>
  );
}
