import { useNavigation } from "@remix-run/react";

/** True while a form posting this `intent` is on its way. */
export function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
