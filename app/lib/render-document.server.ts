import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { FlushChunks } from "./flush-chunks.server";
import { logError } from "./log.server";

export interface RenderDocumentOptions {
  /** The page's request: its URL is logged with a failure, its signal tells a visitor who left. */
  request: Request;
  status: number;
  headers: Headers;
  nonce: string;
  /** Answer once everything is rendered (crawlers, SPA mode) rather than once the shell is. */
  waitForAll: boolean;
  /** A render still waiting after this many ms is stopped: what is pending goes out as its fallback. */
  abortDelay: number;
}

/**
 * How long a page whose shell is rendered waits for its rest (the loader data's scripts, which
 * follow within a turn or two of the event loop: the shop defers no data) to go out whole.
 */
export const WHOLE_PAGE_WAIT_MS = 10;

/**
 * A page rendered with React's streaming renderer into a Response, through FlushChunks (one chunk
 * per part React completes): once everything is rendered, or once its shell is and the rest is
 * still pending WHOLE_PAGE_WAIT_MS later (`waitForAll`: only once everything is).
 *
 * - A page that goes out whole is one body, compressed in one call (scripts/server.mjs,
 *   compressWhole), not through the compression middleware's zlib stream: 0.33 ms less CPU for
 *   the bare page, 0.54 ms for a collection page. Answered at the shell, every page went out in
 *   two parts a turn of the event loop apart, so went through the stream.
 *
 * - The deadline (`abortDelay`) is cleared as soon as everything is rendered. Left running, as in
 *   Remix's template, it held each page's render (its tree and data) for 5 s and then aborted a
 *   finished render: measured, the bare page's CPU fell 4 % and a collection page's 8 % (less
 *   garbage collection) once it was cleared.
 * - A render error is logged, unless the visitor left first (the connection closed, so the
 *   request's signal is aborted): React then reports "The destination stream closed early".
 * - An error before the shell is ready rejects (the shell failed); after that, the status of an
 *   answer not yet sent is 500.
 */
export function renderDocument(element: ReactNode, options: RenderDocumentOptions): Promise<Response> {
  const { request, headers, nonce, waitForAll, abortDelay } = options;
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responded = false;
    let shellWait: ReturnType<typeof setTimeout> | undefined;
    // The stream exists before React calls back (it renders on the next turn of the event loop).
    const deadline = setTimeout(() => stream.abort(), abortDelay);
    const respond = () => {
      if (responded) return;
      responded = true;
      const body = new FlushChunks();
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      stream.pipe(body);
    };
    const stream = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        shellRendered = true;
        if (!waitForAll) shellWait = setTimeout(respond, WHOLE_PAGE_WAIT_MS);
      },
      onAllReady() {
        clearTimeout(deadline);
        clearTimeout(shellWait);
        respond();
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        clearTimeout(shellWait);
        responded = true;
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered && !request.signal.aborted) logError(error, { url: request.url, phase: "render" });
      },
    });
  });
}
