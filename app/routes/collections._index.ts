import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

// `/collections` is the list of every product.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/collections/all${new URL(request.url).search}`, 301);
}
