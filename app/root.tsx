import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useNonce } from "~/lib/nonce";
import { isBackOfficePath } from "~/lib/chrome";
import { getLanguage, getT, rememberLanguage } from "~/modules/i18n/i18n.server";
import { defaultNS } from "~/modules/i18n/config";
import { StoreChrome } from "~/ui/store/StoreChrome";
import { ErrorScreen } from "~/ui/store/ErrorScreen";
import { getChromeData } from "~/modules/content/chrome.server";
import { getUser } from "~/modules/accounts/guards.server";
import { takeFlash } from "~/lib/flash.server";
import { Toast } from "~/ui/kit/Toast";
import stylesheet from "~/styles/app.css?url";

export const handle = { i18n: ["common", "cart", "listing", "newsletter"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = getLanguage(request);
  const [chrome, t, user, { flash, clear }] = await Promise.all([
    getChromeData(request, lng),
    getT(lng, "common"),
    getUser(request),
    takeFlash(request),
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
  return Response.json({ lng, chrome: chrome.data, titles, user: chromeUser, toast }, { headers });
}

export type RootLoaderData = {
  lng: string;
  chrome: Awaited<ReturnType<typeof getChromeData>>["data"];
  titles: { notFound: string; error: string };
  /** The signed-in user as the chrome needs it (first name and role only), or null. */
  user: { fname: string; role: string } | null;
  toast: { id: string; text: string; tone: "success" | "error" | "info" } | null;
};

export const meta: MetaFunction = ({ data, error }) => {
  const titles = (data as RootLoaderData | undefined)?.titles;
  if (error) return [{ title: titles?.error ?? "Sattva" }];
  return [{ title: "Sattva" }];
};

const ZOD_JITLESS = "globalThis.__zod_globalConfig={jitless:true};";

/** The translations this page uses, embedded once in the document for the browser's i18next. */
function I18nPayload() {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const matches = useMatches();
  const namespaces = new Set<string>([defaultNS]);
  for (const m of matches) {
    const ns = (m.handle as { i18n?: string[] } | undefined)?.i18n;
    ns?.forEach((n) => namespaces.add(n));
  }
  const data: Record<string, unknown> = {};
  for (const ns of namespaces) {
    const bundle = i18n.getResourceBundle(i18n.language, ns);
    if (bundle) data[ns] = bundle;
  }
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
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
  return (
    <html lang={lng} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4a2545" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <I18nPayload />
        {/* Before any module: zod's schemas skip their `new Function` probe, which the CSP (no
            'unsafe-eval') would report as a violation on every page that validates in the browser. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
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
