import { keptPart } from "~/ui/kit/RenderedOnce";

/*
 * The home page's fixed parts (./HomeParts, one chunk): the server renders them at once, the
 * browser keeps their markup (RenderedOnce's `keep`) and loads their code only to draw them itself,
 * on a client navigation to the home page (its clientLoader fetches it beside the data).
 */
const parts = () => import("./HomeParts");
const server = import.meta.env.SSR ? await parts() : undefined;

export const ImpactContent = keptPart(server?.ImpactContent, () => parts().then((m) => m.ImpactContent));
export const ProcessSteps = keptPart(server?.ProcessSteps, () => parts().then((m) => m.ProcessSteps));
export const CategoryTiles = keptPart(server?.CategoryTiles, () => parts().then((m) => m.CategoryTiles));
export const BrandStrip = keptPart(server?.BrandStrip, () => parts().then((m) => m.BrandStrip));

/** Every kept part of the home page, for its clientLoader. */
export const HOME_KEPT_PARTS = [ImpactContent, ProcessSteps, CategoryTiles, BrandStrip];
