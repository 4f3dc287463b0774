/**
 * The PayPal fake's webhook notifications: events in PayPal's envelope, signed as PayPal signs
 * them (signing.mjs), delivered to the shop — or spoiled on request, to see the shop refuse them.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { signedHeaders } from "./signing.mjs";

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** An id the way PayPal writes them (17 upper-case letters and digits for orders and captures). */
export const paypalId = (n = 17) => Array.from(randomBytes(n), (b) => ID_ALPHABET[b % 36]).join("");

export const centsToValue = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * options: webhookId, privateKey (the certificate's), certUrl(foreign) → URL, stats (deliveries
 * are counted there), deliver(notification) → { status, body } (sends it to the shop).
 * Spoilers on each call (`o`): amountCents (claim another amount), signature "bad" | "none",
 * certHost "foreign", ageSeconds (transmission time that long ago; negative: ahead), deliver false.
 */
export function createNotifier({ webhookId, privateKey, certUrl, stats, deliver: send }) {
  const pending = new Set();
  let forger;
  let last = null;

  const track = (promise) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
    return promise;
  };

  function sign(body, o = {}) {
    if (o.signature === "bad") forger ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const headers = signedHeaders({
      body,
      webhookId,
      privateKey: o.signature === "bad" ? forger : privateKey,
      certUrl: certUrl(o.certHost === "foreign"),
      transmissionId: randomUUID(),
      time: new Date(Date.now() - Number(o.ageSeconds ?? 0) * 1000).toISOString(),
    });
    if (o.signature === "none") {
      for (const k of Object.keys(headers)) if (k.startsWith("paypal-")) delete headers[k];
    }
    return { body, headers };
  }

  async function deliver(n, o = {}) {
    last = n;
    if (o.deliver === false) return { status: null };
    const result = await track(
      Promise.resolve()
        .then(() => send(n))
        .catch((error) => ({ status: null, error: String(error) })),
    );
    stats.deliveries.push({ type: JSON.parse(n.body).event_type, status: result.status });
    return result;
  }

  return {
    track,
    /** Sends the event (resource as PayPal shows it) to the shop; → the shop's answer. */
    notify(eventType, resourceType, resource, o = {}) {
      if (o.amountCents !== undefined && resource.amount) {
        resource.amount = { ...resource.amount, value: centsToValue(Number(o.amountCents)) };
      }
      const event = {
        id: `WH-${paypalId(8)}-${paypalId(17)}`,
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type: resourceType,
        resource_version: "2.0",
        event_type: eventType,
        summary: `${eventType} (fake)`,
        resource,
        links: [],
      };
      return deliver(sign(JSON.stringify(event), o), o);
    },
    /** The last notification again: as it was, or (resign) in a new transmission, as PayPal retries. */
    replay(o = {}) {
      if (!last) return Promise.resolve({ error: "nothing to replay" });
      return deliver(o.resign ? sign(last.body, o) : last, o);
    },
    get last() {
      return last;
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
