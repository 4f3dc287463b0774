import { useLocation } from "@remix-run/react";
import { ErrorScreen } from "~/ui/store/ErrorScreen";

// Any path no other route takes: a 404 rendered inside the shop's header and footer.
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
