import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";
import { SETTING_DEFAULTS } from "~/modules/settings/defaults";

/**
 * What the newsletter's welcome code takes off, as the shop's settings say (the frame's data).
 * Without the frame's data (an error screen) the default stands in.
 */
export function useWelcomePercent(): number {
  const root = useRouteLoaderData<RootLoaderData>("root");
  return root?.chrome.welcomePercent ?? SETTING_DEFAULTS.newsletter.percent;
}
