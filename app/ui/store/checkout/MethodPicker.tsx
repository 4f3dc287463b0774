import { useTranslation } from "react-i18next";

export interface MethodOption {
  method: "card" | "bank-transfer" | "paypal";
  available: boolean;
}

const icons: Record<MethodOption["method"], string> = {
  card: "M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-11ZM3 9h18M7 15h4",
  "bank-transfer": "M3 10 12 4l9 6M5 10v8m4.67-8v8m4.66-8v8M19 10v8M3 20h18",
  paypal:
    "M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 7.5ZM16 13.5h.01",
};

/**
 * The payment method, chosen in the cart and shown (and changeable) here: one radio per method in
 * the spec's order; a method whose provider cannot be used now is shown disabled with the reason.
 */
export function MethodPicker({
  methods,
  selected,
  error,
}: {
  methods: MethodOption[];
  selected: string | null;
  error?: string;
}) {
  const { t } = useTranslation("checkout");
  return (
    <fieldset aria-describedby={error ? "method-error" : undefined}>
      <legend className="font-display text-xl text-plum-900">{t("page.methodTitle")}</legend>
      <div className="mt-3 grid gap-3">
        {methods.map(({ method, available }) => {
          const id = `method-${method}`;
          return (
            <div
              key={method}
              className={`relative flex min-h-14 items-start gap-3 rounded-xl border bg-white p-4 transition ${
                available
                  ? "border-stone-400 hover:border-plum-700 has-[:checked]:border-plum-800 has-[:checked]:bg-plum-50 has-[:checked]:ring-1 has-[:checked]:ring-plum-800"
                  : "border-stone-300 bg-stone-50 text-stone-600"
              }`}
            >
              <input
                id={id}
                type="radio"
                name="method"
                value={method}
                defaultChecked={available && selected === method}
                disabled={!available}
                aria-describedby={`${id}-hint`}
                className="mt-1 h-5 w-5 flex-none accent-plum-800"
              />
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 h-6 w-6 flex-none text-saffron-700"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.6}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={icons[method]} />
              </svg>
              <div className="min-w-0">
                {/* The label covers the whole card (after:inset-0): a large target to tap. */}
                <label
                  htmlFor={id}
                  className={`block font-semibold text-stone-900 after:absolute after:inset-0 after:rounded-xl ${
                    available ? "cursor-pointer" : "cursor-not-allowed"
                  }`}
                >
                  {t(`page.methods.${method}`)}
                </label>
                <p id={`${id}-hint`} className="text-sm text-stone-700">
                  {available ? t(`page.methodHints.${method}`) : t("page.methodOff")}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id="method-error" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
