import { isRouteErrorResponse } from "@remix-run/react";
import type { AuthActionData } from "./AuthParts";

/**
 * The browser half of the auth forms' actions (a route's `clientAction`): the request goes to the
 * server action as usual; when the server cannot be reached (no network, server down, a proxy's
 * error page instead of an answer), the form shows 'Server disconnected. Please try again later.'
 * instead of an error page. Redirects and the server's own answers pass through untouched.
 *
 * The message travels as a 503 Response (the router reads its JSON as the action's data): an
 * error status keeps the router from revalidating the page's loaders, which would fail the same
 * way and replace the form with the error screen.
 */
export async function submitOrDisconnected<T>(request: Request, serverAction: () => Promise<T>): Promise<T | Response> {
  const intent = await request
    .clone()
    .formData()
    .then((f) => f.get("intent"))
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    if (!unreachable(error)) throw error;
    const answer: AuthActionData = {
      intent: intent === "forgot" || intent === "register" || intent === "reset" ? intent : "login",
      message: "errors.serverDisconnected",
    };
    return Response.json(answer, { status: 503 });
  }
}

/** fetch() rejects with a TypeError when nothing answers; an answer that is not Remix's is undecodable. */
function unreachable(error: unknown) {
  if (error instanceof TypeError) return true;
  return error instanceof Error && /Unable to decode turbo-stream|Failed to fetch|NetworkError/i.test(error.message);
}
