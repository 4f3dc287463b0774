import { RenderedOnce } from "~/ui/kit/RenderedOnce";
import { ImpactContent } from "./kept";

export function ImpactBlock() {
  return (
    // The same for every visitor of a language: rendered once on the server, kept by the browser.
    <RenderedOnce
      as="section"
      aria-labelledby="home-impact"
      data-section="impact"
      className="relative overflow-hidden bg-plum-900 py-14 text-white sm:py-20"
      keep
      cacheKey={() => "home-impact"}
    >
      <ImpactContent />
    </RenderedOnce>
  );
}
