import type { ProductSafety } from "~/modules/catalog/safety";
import { keptPart, RenderedOnce } from "~/ui/kit/RenderedOnce";

export const SafetyBody = keptPart(import.meta.env.SSR ? (await import("./SafetyBody")).SafetyBody : undefined, () =>
  import("./SafetyBody").then((m) => m.SafetyBody),
);

/**
 * The product safety information of GPSR art. 19, before the purchase: a native <details> (no
 * script), warnings first, then who makes the product, who answers for it in the EU and what
 * identifies it. The same for every visitor: rendered once per product and language on the server,
 * and kept as the server wrote it by the browser (its code comes only when the browser must draw
 * another product's: `SafetyBody.preload` for the route's clientLoader).
 */
export function SafetyInfo({ safety }: { safety: ProductSafety }) {
  return (
    <RenderedOnce
      as="details"
      className="group mt-6 rounded-xl border border-sandal-200 bg-sandal-50"
      data-testid="product-safety"
      keep
      cacheKey={() => `safety\u0000${JSON.stringify(safety)}`}
    >
      <SafetyBody safety={safety} />
    </RenderedOnce>
  );
}
