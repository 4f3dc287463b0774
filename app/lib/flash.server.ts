import { signedCookie } from "~/lib/signed-cookie.server";

/**
 * Flash messages: a short-lived signed cookie set with a redirect ("Settings saved
 * successfully!") and shown once by the root as a toast. The message is a translation key
 * ("namespace:key") with optional values; it is translated where it is shown.
 */
export interface Flash {
  key: string;
  values?: Record<string, string | number>;
  tone?: "success" | "error" | "info";
}

const flashCookie = signedCookie("sattva_flash", { maxAge: 60 });

export function flashHeader(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

/** The pending flash of a request, and the header that clears it (null when there is none). */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("sattva_flash=")) return { flash: null, clear: null };
  const clear = await flashCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  try {
    const v: unknown = await flashCookie().parse(header);
    if (!v || typeof v !== "object") return { flash: null, clear };
    const { key, values, tone } = v as Record<string, unknown>;
    if (typeof key !== "string" || !/^[a-z][a-z-]*:[\w.-]+$/i.test(key)) return { flash: null, clear };
    return {
      flash: {
        key,
        values: values && typeof values === "object" ? (values as Flash["values"]) : undefined,
        tone: tone === "error" || tone === "info" ? tone : "success",
      },
      clear,
    };
  } catch {
    return { flash: null, clear };
  }
}
