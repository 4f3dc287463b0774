import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isProviderId, providerNames } from "~/modules/accounts/social/provider";

const codes = ["denied", "failed", "exists", "domain", "disabled"] as const;
type SocialCode = (typeof codes)[number];
const isCode = (v: unknown): v is SocialCode => typeof v === "string" && (codes as readonly string[]).includes(v);

/**
 * The log-in page's message after a social log-in that did not sign anyone in
 * (`/account/login?social=denied|failed|exists|domain|disabled&provider=facebook`, set by
 * /auth/<provider>/callback). Renders nothing without a known `social` value and provider. The page must list
 * "social" in its `handle.i18n`.
 */
export function SocialNotice({ id = "social-notice" }: { id?: string }) {
  const { t } = useTranslation("social");
  const [params] = useSearchParams();
  const code = params.get("social");
  const p = params.get("provider");
  if (!isCode(code) || !isProviderId(p)) return null;
  const provider = providerNames[p];
  const calm = code === "denied";
  return (
    <p
      id={id}
      role={calm ? "status" : "alert"}
      className={`rounded-2xl border px-4 py-3 text-sm ${
        calm ? "border-sandal-200 bg-sandal-50 text-stone-ink" : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {t(`notice.${code}`, { provider })}
    </p>
  );
}
