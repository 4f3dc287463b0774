import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { localeAssetUrl } from "~/lib/locale-assets";
import { useNonce } from "~/lib/nonce";
import { PageNamespacesContext } from "~/lib/page-namespaces";
import { isBackOfficePath } from "~/lib/chrome";
import { getLanguage, getT, rememberLanguage } from "~/modules/i18n/i18n.server";
import { StoreChrome } from "~/ui/store/StoreChrome";
import { getChromeData } from "~/modules/content/chrome.server";
import { getUser } from "~/modules/accounts/guards.server";
import { takeFlash } from "~/lib/flash.server";
import { wishlistedIds } from "~/modules/wishlist/wishlist.server";
import { onDemand } from "~/ui/kit/onDemand";
import { AfterFirstPaint, FontsWithoutScript } from "~/ui/kit/AfterFirstPaint";
import { LinkNavigation } from "~/ui/kit/Link";
import stylesheet from "~/styles/app.css?url";

// Only a failed page or a flash message needs these: the browser loads them then.
const ErrorScreen = onDemand(
  import.meta.env.SSR ? (await import("~/ui/store/ErrorScreen")).ErrorScreen : undefined,
  () => import("~/ui/store/ErrorScreen").then((m) => m.ErrorScreen),
);
const Toast = onDemand(import.meta.env.SSR ? (await import("~/ui/kit/Toast")).Toast : undefined, () =>
  import("~/ui/kit/Toast").then((m) => m.Toast),
);

export const handle = { i18n: ["common", "cart", "listing", "newsletter", "prices", "wishlist"] };

/**
 * A page answered by the root's error screen keeps the thrown answer's Retry-After and
 * Cache-Control (a statement over its time limit: 503, try again in a few seconds); Remix keeps
 * a thrown Response's headers only through a `headers` export. Other pages get nothing from here.
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const out = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) out.set(name, value);
  }
  return out;
};

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  // `wishlist`: the hearts of every card and product page, the visitor's list read once here.
  const [chrome, t, user, { flash, clear }, wishlist] = await Promise.all([
    getChromeData(request, lng),
    getT(lng, "common"),
    getUser(request),
    takeFlash(request),
    isBackOfficePath(new URL(request.url).pathname) ? [] : wishlistedIds(request),
  ]);
  // Titles of the screens that have no loader of their own (not found, error).
  const titles = { notFound: `${t("notFound.title")} | Sattva`, error: `${t("error.title")} | Sattva` };
  const headers = new Headers();
  const remember = rememberLanguage(request);
  if (remember) headers.append("Set-Cookie", remember);
  for (const c of chrome.setCookies) headers.append("Set-Cookie", c);
  if (clear) headers.append("Set-Cookie", clear);
  // A flash message, translated here so the page need not carry its namespace.
  let toast: RootLoaderData["toast"] = null;
  if (flash) {
    const [ns, key] = flash.key.split(":");
    const tf = await getT(lng, ns);
    toast = { id: `${flash.key}-${Date.now()}`, text: tf(key, flash.values ?? {}), tone: flash.tone ?? "success" };
  }
  const chromeUser = user ? { fname: user.fname, role: user.role } : null;
  // `data()`, not a JSON Response: single fetch serialises the object once; a Response's JSON would
  // be written, then read back and parsed, on every page.
  const rootData: RootLoaderData = { lng, chrome: chrome.data, titles, user: chromeUser, toast, wishlist };
  return data(rootData, { headers });
}

export type RootLoaderData = {
  lng: string;
  chrome: Awaited<ReturnType<typeof getChromeData>>["data"];
  titles: { notFound: string; error: string };
  /** The signed-in user as the chrome needs it (first name and role only), or null. */
  user: { fname: string; role: string } | null;
  toast: { id: string; text: string; tone: "success" | "error" | "info" } | null;
  /** The visitor's wishlisted product ids (the account's, or a guest's cookie); [] for staff. */
  wishlist: string[];
};

export const meta: MetaFunction = ({ data, error }) => {
  const titles = (data as RootLoaderData | undefined)?.titles;
  // A page stopped at the statement limit names itself as its screen does ("taking too long").
  const busy = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
  if (typeof busy === "string") return [{ title: `${busy} | Sattva` }];
  if (error) return [{ title: titles?.error ?? "Sattva" }];
  return [{ title: "Sattva" }];
};

const ZOD_JITLESS = "globalThis.__zod_globalConfig={jitless:true};";

/**
 * The translation files this page uses (its routes' `handle.i18n`, found in entry.server by
 * remix-i18next's `getRouteNamespaces`), named in the document for app/entry.client.tsx, which
 * fetches them (fingerprinted, cached across pages) before hydrating; AfterFirstPaint starts
 * those fetches once the page is drawn, while the scripts load. The browser renders what the
 * server sent: it cannot know the server's table of files, and needs not.
 */
function useLocaleFiles(lng: string): Record<string, string> {
  const namespaces = useContext(PageNamespacesContext);
  if (!import.meta.env.SSR) return browserLocaleFiles();
  const files: Record<string, string> = {};
  for (const ns of namespaces) {
    const url = localeAssetUrl(lng, ns);
    if (url) files[ns] = url;
  }
  return files;
}

let pageLocaleFiles: Record<string, string> | undefined;
function browserLocaleFiles() {
  pageLocaleFiles ??= JSON.parse(document.getElementById("__i18n")?.textContent || "{}") as Record<string, string>;
  return pageLocaleFiles;
}

function I18nPayload({ files }: { files: Record<string, string> }) {
  const nonce = useNonce();
  const json = JSON.stringify(files).replace(/</g, "\\u003c");
  return (
    <script
      id="__i18n"
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const lng = data?.lng ?? i18n.language ?? "it";
  // After a client navigation that changed the language (a saved preference, a `?lng` link), the
  // browser's translations follow the page's.
  useChangeLanguage(lng);
  const localeFiles = useLocaleFiles(lng);
  return (
    <html lang={lng} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4a2545" />
        <Meta />
        <Links />
        <FontsWithoutScript />
      </head>
      <body>
        {children}
        <I18nPayload files={localeFiles} />
        {/* Before any module: zod's schemas skip their `new Function` probe, which the CSP (no
            'unsafe-eval') would report as a violation on every page that validates in the browser. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        <AfterFirstPaint />
        <LinkNavigation />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<RootLoaderData>();
  const location = useLocation();
  const toast = data.toast ? <Toast key={data.toast.id} {...data.toast} /> : null;
  if (isBackOfficePath(location.pathname)) {
    return (
      <>
        {toast}
        <Outlet />
      </>
    );
  }
  return (
    <StoreChrome chrome={data.chrome} user={data.user}>
      {toast}
      <Outlet />
    </StoreChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const data = useRouteLoaderData<RootLoaderData>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const screen = <ErrorScreen status={status} path={location.pathname} />;
  if (!data || isBackOfficePath(location.pathname)) return screen;
  return (
    <StoreChrome chrome={data.chrome} user={data.user}>
      {screen}
    </StoreChrome>
  );
}
