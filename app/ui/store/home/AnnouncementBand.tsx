import { useTranslation } from "react-i18next";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";
import { useWelcomePercent } from "~/ui/store/useWelcomePercent";

const tones = {
  saffron: "bg-saffron-300 text-plum-900",
  plum: "bg-plum-800 text-white",
  sandal: "bg-sandal-200 text-stone-900",
  ink: "bg-stone-900 text-saffron-100",
} as const;

/** A thin coloured band between home sections with one or two short messages. */
export function AnnouncementBand({ messages, tone }: { messages: string[]; tone: keyof typeof tones }) {
  const { t } = useTranslation("store");
  const percent = useWelcomePercent();
  return (
    // Its messages are rendered once per language, messages and welcome percentage on the server.
    <RenderedOnce
      as="aside"
      aria-label={t("home.announceLabel")}
      data-band={tone}
      className={`${tones[tone]} px-4 py-2.5 text-center text-xs font-semibold uppercase tracking-[0.15em] sm:text-sm`}
      cacheKey={() => `announce\u0000${messages.join(" ")}\u0000${percent}`}
    >
      <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-1">
        {messages.map((m, i) => (
          <li key={m} className="flex items-center gap-6">
            {i > 0 ? (
              <span aria-hidden="true" className="hidden sm:inline">
                ✦
              </span>
            ) : null}
            {t(`home.announce.${m}`, { percent })}
          </li>
        ))}
      </ul>
    </RenderedOnce>
  );
}
