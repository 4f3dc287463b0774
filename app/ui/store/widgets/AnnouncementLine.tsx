import { useTranslation } from "react-i18next";
import { useWelcomePercent } from "~/ui/store/useWelcomePercent";

/** The thin line of news above the header. */
export function AnnouncementLine() {
  const { t } = useTranslation("common");
  const percent = useWelcomePercent();
  return (
    <p className="py-2 text-center text-[0.75rem] leading-snug tracking-[0.04em] text-sandal-50 sm:text-[0.8125rem] lg:text-left">
      <span aria-hidden="true" className="mr-2 text-saffron-300">
        ✦
      </span>
      {t("announcement", { percent })}
    </p>
  );
}
