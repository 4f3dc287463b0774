import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import { photosAction, photosPageData } from "~/modules/media/page.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { PhotoManager } from "~/ui/office/photos/PhotoManager";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "photos"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** A product's photos (admins and managers): upload, by URL, order, banner or gallery, alt text, delete. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return photosPageData(request, params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return photosAction(request, user, params.id ?? "");
}

export default function ProductPhotosPage() {
  const { product, photos } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <PhotoManager product={product} photos={photos} answer={answer} />;
}

export function ErrorBoundary() {
  return <OfficeError />;
}
