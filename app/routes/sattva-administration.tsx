import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/modules/accounts/guards.server";
import { OfficeFrame } from "~/ui/office/OfficeFrame";
import { frameStaff, officeHeaders } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const headers = officeHeaders;

/**
 * The frame of the back-office pages (admin and manager). Each child page checks access in its
 * own loader and action too: Remix runs them alongside this one, not after it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  return { staff: frameStaff(user) };
}

export default function OfficeLayout() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <OfficeFrame staff={staff}>
      <Outlet />
    </OfficeFrame>
  );
}
