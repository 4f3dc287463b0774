import type { LoaderFunctionArgs } from "@remix-run/node";
import { mediaResponse } from "~/modules/media/serve.server";

/** Uploaded photo variants (modules/media/urls: /media/<storageKey>/<width>.<avif|webp|jpg>). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return mediaResponse(request, params["*"]);
}
