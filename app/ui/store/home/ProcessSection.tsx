import { useTranslation } from "react-i18next";
import { ProcessSteps } from "./kept";
import { Section } from "./Section";

/** The flower-recycling process in four illustrated steps. */
export function ProcessSection() {
  const { t } = useTranslation("store");
  return (
    // The same for every visitor of a language: rendered once on the server, kept by the browser.
    <Section
      name="process"
      title={t("home.process.title")}
      lead={t("home.process.lead")}
      tone="sandal"
      keep
      cacheKey={() => "home-process"}
    >
      <ProcessSteps />
    </Section>
  );
}
