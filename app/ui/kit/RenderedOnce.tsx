import type { HTMLAttributes, ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { RenderedPathname } from "./Link";

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
  children: ReactNode;
};

/** Most markups kept per server (a card and its key are about 2 kB: 8 MB at most). */
const LIMIT = 4000;
const rendered = new Map<string, string | null>();

/**
 * An element (`as`) whose children are the same for everyone: on the server their HTML is rendered once per
 * language and `cacheKey` and then written as it is; in the browser they are rendered, and hydrate
 * over that HTML, as any other children. The children may use translations (the page's i18next
 * instance is passed on) and NavLinks (given `pathname`) but no other context: no router hooks, no
 * loader data, no `useId`. What they show must follow from `cacheKey` and the language alone. A
 * child that needs more (a rendering that throws) is rendered with the page, every time.
 *
 * Why: a product grid renders 24 cards; taking them out of a collection page cut its server time by
 * about 30 %, although a card's markup follows from the product, the language, the page's address
 * and whether the product is in the visitor's wishlist.
 */
export function ServerRenderedOnce({ as: Tag, cacheKey, pathname, children, ...attributes }: Props) {
  const { i18n } = useTranslation();
  const key = `${i18n.language}\u0000${cacheKey()}`;
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

function BrowserRenderedOnce({ as: Tag, cacheKey: _cacheKey, pathname: _pathname, children, ...attributes }: Props) {
  return <Tag {...attributes}>{children}</Tag>;
}

export const RenderedOnce = import.meta.env.SSR ? ServerRenderedOnce : BrowserRenderedOnce;
