import { Suspense, useMemo, type ComponentType, type HTMLAttributes, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { followKeptLink, RenderedPathname } from "./Link";

// The nested renderer is the server's only (the browser's bundle drops this branch).
const renderToString = import.meta.env.SSR ? (await import("react-dom/server")).renderToString : undefined;

type Props = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** The element around the children (its other props are its attributes). */
  as: "article" | "aside" | "details" | "div" | "nav" | "section";
  /**
   * Everything the children's markup depends on besides the language, as a string, starting with a
   * name of its own (`footer`, `gallery`…): one map holds the markups of every RenderedOnce of the
   * server. Called on the server only.
   */
  cacheKey: () => string;
  /**
   * The page's path, for NavLinks among the children (their active state): `cacheKey` must then
   * say which of them are active, as the path is not part of the key.
   */
  pathname?: string;
  /**
   * The browser keeps the server's markup while `cacheKey` gives what it gave the server (see
   * `keptPart`): `cacheKey` is then called in the browser too, and the children are rendered there
   * only when it changes. For children that need no JavaScript (text, plain links, `<details>`).
   */
  keep?: boolean;
  children: ReactNode;
};

/** Most markups kept per server (a card and its key are about 2 kB: 8 MB at most). */
const LIMIT = 4000;
const rendered = new Map<string, string | null>();

/**
 * An element (`as`) whose children are the same for everyone: on the server their HTML is rendered once per
 * language and `cacheKey` and then written as it is; in the browser they are rendered, and hydrate
 * over that HTML, as any other children (with `keep`, the browser keeps that HTML instead: see
 * `BrowserKept`). The children may use translations (the page's i18next
 * instance is passed on) and NavLinks (given `pathname`) but no other context: no router hooks, no
 * loader data, no `useId`. What they show must follow from `cacheKey` and the language alone. A
 * child that needs more (a rendering that throws) is rendered with the page, every time.
 *
 * Why: a product grid renders 24 cards; taking them out of a collection page cut its server time by
 * about 30 %, although a card's markup follows from the product, the language, the page's address
 * and whether the product is in the visitor's wishlist.
 */
export function ServerRenderedOnce({ as: Tag, cacheKey, pathname, keep, children, ...attributes }: Props) {
  const { i18n } = useTranslation();
  const own = cacheKey();
  const key = `${i18n.language}\u0000${own}`;
  if (keep) {
    // The browser finds the markup by the key's hash (`data-kept`), in the same Suspense boundary.
    return (
      <Suspense fallback={null}>
        <ServerRenderedOnce as={Tag} cacheKey={() => own} pathname={pathname} {...attributes} data-kept={keptId(own)}>
          {children}
        </ServerRenderedOnce>
      </Suspense>
    );
  }
  let html = rendered.get(key);
  if (html === undefined) {
    try {
      html = renderToString!(
        <I18nextProvider i18n={i18n}>
          <RenderedPathname.Provider value={pathname ?? null}>{children}</RenderedPathname.Provider>
        </I18nextProvider>,
      );
    } catch {
      html = null;
    }
    if (rendered.size >= LIMIT) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, html);
  }
  if (html === null) return <Tag {...attributes}>{children}</Tag>;
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

function BrowserRenderedOnce({ as: Tag, cacheKey, pathname: _pathname, keep, children, ...attributes }: Props) {
  if (!keep) return <Tag {...attributes}>{children}</Tag>;
  return (
    <BrowserKept as={Tag} id={keptId(cacheKey())} attributes={attributes}>
      {children}
    </BrowserKept>
  );
}

/**
 * The browser's side of `keep`: the markup the document has for this key (`data-kept`), kept as
 * it is — React neither renders the children nor hydrates them, and their code need not be loaded
 * (`keptPart`) — or, when the document has none (a page reached by client navigation, new data),
 * the children, rendered. The Suspense boundary, the same on the server, stays while the key
 * changes: children whose code is still on its way hold a navigation's transition (the page shown
 * until then stays), rather than blanking. Plain links in kept markup are followed by the router
 * (`followKeptLink`).
 */
function BrowserKept({
  as: Tag,
  id,
  attributes,
  children,
}: {
  as: Props["as"];
  id: string;
  attributes: Omit<Props, "as" | "cacheKey" | "pathname" | "keep" | "children">;
  children: ReactNode;
}) {
  // The document's markup for the key, read once per key: during hydration the server's element.
  const html = useMemo(() => document.querySelector(`[data-kept="${id}"]`)?.innerHTML, [id]);
  return (
    <Suspense fallback={null}>
      {html === undefined ? (
        <Tag {...attributes} data-kept={id}>
          {children}
        </Tag>
      ) : (
        <Tag
          {...attributes}
          data-kept={id}
          onClick={followKeptLink}
          dangerouslySetInnerHTML={{ __html: html }}
          suppressHydrationWarning
        />
      )}
    </Suspense>
  );
}

/**
 * A key's short name for `data-kept`, the same on both sides: a 53-bit hash of it (cyrb53) in
 * base 36. Two parts of one page would have to hash alike to mix up their markups.
 */
export function keptId(key: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A component `keptPart` made: it also has `preload`, for a route's clientLoader. */
export type KeptPart<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component for a kept `RenderedOnce`'s children whose code the browser fetches only when it
 * must render them itself: the server renders `now` at once (imported with a top-level await behind
 * `import.meta.env.SSR`, as for `onDemand`); in the browser the part suspends to the kept
 * boundary until `load` gives it. A route's clientLoader can `preload` it beside its data, so a
 * client navigation draws the page in one go.
 */
export function keptPart<P extends object>(
  now: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): KeptPart<P> {
  let Loaded = now;
  let loading: Promise<void> | undefined;
  let failed: unknown;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // Thrown to the page's error boundary; the next preload tries again.
        failed = error;
        loading = undefined;
      },
    ));
  function Part(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failed) {
      const error = failed;
      failed = undefined;
      throw error;
    }
    // React's Suspense before `use`: the promise thrown, the part rendered again once it settles.
    throw preload();
  }
  return Object.assign(Part, { preload });
}

export const RenderedOnce = import.meta.env.SSR ? ServerRenderedOnce : BrowserRenderedOnce;
