import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";

/**
 * A home section with its heading; `name` is stable for tests and analytics (data-section). With
 * `cacheKey` (everything the section shows besides the language, its title, lead and link too, as a
 * string starting with a name of its own) the server renders its content once per language and key
 * (`RenderedOnce`), and with `keep` the browser keeps it as it came.
 */
export function Section({
  name,
  title,
  lead,
  link,
  tone = "white",
  cacheKey,
  keep = false,
  children,
}: {
  name: string;
  title: string;
  lead?: string;
  link?: { to: string; label: string };
  tone?: "white" | "sandal" | "plum";
  cacheKey?: () => string;
  /** With `cacheKey`: the browser keeps the server's markup (RenderedOnce's `keep`; the children a `keptPart`). */
  keep?: boolean;
  children: ReactNode;
}) {
  const id = `home-${name}`;
  const bg = tone === "sandal" ? "bg-sandal-50" : tone === "plum" ? "bg-plum-900 text-white" : "bg-white";
  const content = (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="max-w-2xl">
          <h2 id={id} className="font-display text-2xl leading-tight sm:text-3xl">
            {title}
          </h2>
          {lead ? <p className={`mt-2 ${tone === "plum" ? "text-white/80" : "text-stone-600"}`}>{lead}</p> : null}
        </div>
        {link ? (
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-plum-800 underline decoration-saffron-500 decoration-2 underline-offset-4 hover:text-plum-700"
          >
            {link.label}
            <span aria-hidden="true" className="ml-1">
              →
            </span>
          </Link>
        ) : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
  const attributes = {
    "aria-labelledby": id,
    "data-section": name,
    className: `${bg} py-12 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:py-16`,
  };
  // Drawn only as it nears the screen (all sections are below the hero): the first paint lays out
  // and paints the top of the page only. The height held meanwhile is remembered once drawn.
  return cacheKey ? (
    <RenderedOnce as="section" {...attributes} keep={keep} cacheKey={cacheKey}>
      {content}
    </RenderedOnce>
  ) : (
    <section {...attributes}>{content}</section>
  );
}
