import type { MetaFunction } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import type { RootLoaderData } from "~/root";
import { ErrorScreen } from "~/ui/store/ErrorScreen";

// Any path no other route takes: a 404 rendered inside the shop's header and footer.
export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootLoaderData | undefined;
  return [{ title: root?.titles.notFound ?? "Sattva" }, { name: "robots", content: "noindex" }];
};

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  const location = useLocation();
  return <ErrorScreen status={404} path={location.pathname} />;
}
