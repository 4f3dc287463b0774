type T = (key: string, options?: Record<string, unknown>) => string;

/** The sentence a shopper reads after a wishlist change (namespace `wishlist`). */
export function wishlistMessage(t: T, outcome: string, count?: number): string {
  switch (outcome) {
    case "added":
      return t("msg.added");
    case "removed":
      return t("msg.removed");
    case "unchanged":
      return t("msg.unchanged");
    case "full":
      return t("msg.full", { count });
    case "notFound":
      return t("msg.notFound");
    case "staff":
      return t("msg.staff");
    default:
      return t("msg.invalid");
  }
}
