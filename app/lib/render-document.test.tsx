import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument, WHOLE_PAGE_WAIT_MS, type RenderDocumentOptions } from "./render-document.server";

/** A part that suspends until `gate` is opened (React's way: it throws the pending promise). */
function gated() {
  let open!: () => void;
  let done = false;
  const promise = new Promise<void>((resolve) => {
    open = () => {
      done = true;
      resolve();
    };
  });
  function Part() {
    if (!done) throw promise;
    return <p>streamed part</p>;
  }
  return { Part, open };
}

function page(Part: () => JSX.Element) {
  return (
    <main>
      <h1>Shell</h1>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </main>
  );
}

const options = (over: Partial<RenderDocumentOptions> = {}): RenderDocumentOptions => ({
  request: new Request("http://localhost/p"),
  status: 200,
  headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }),
  nonce: "n0nce",
  waitForAll: false,
  abortDelay: 5_000,
  ...over,
});

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** With fake timers: once the shell is rendered (its wait for the rest is set), that wait runs out. */
async function shellWaitRunsOut() {
  // The deadline, then the wait for the rest once the shell is rendered.
  while (vi.getTimerCount() < 2) await turn();
  vi.advanceTimersByTime(WHOLE_PAGE_WAIT_MS);
}

/** The body's chunks as the server reads them. */
async function chunksOf(response: Response) {
  const reader = response.body!.getReader();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(new TextDecoder().decode(value));
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("renderDocument", () => {
  it("answers with the shell when the rest is still pending after its wait, streams the rest, and clears its deadline once everything is rendered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { Part, open } = gated();
    const pending = renderDocument(page(Part), options());
    await shellWaitRunsOut();
    const response = await pending;
    expect(response.status).toBe(200);
    // The deadline runs while a part is pending.
    expect(vi.getTimerCount()).toBe(1);
    const text = response.text();
    open();
    const html = await text;
    expect(html).toContain("<h1>Shell</h1>");
    expect(html).toContain("streamed part");
    // Everything is rendered: nothing holds the render for the rest of the 5 s.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("answers a page whose rest comes within the wait whole, in one chunk", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const ready = await renderDocument(
      page(() => <p>at once</p>),
      options(),
    );
    expect(await chunksOf(ready)).toEqual([expect.stringContaining("<p>at once</p>")]);
    const { Part, open } = gated();
    let answered = false;
    const pending = renderDocument(page(Part), options()).then((r) => {
      answered = true;
      return r;
    });
    while (vi.getTimerCount() < 2) await turn();
    // The shell is rendered, the wait not over: nothing is sent yet.
    await turn();
    expect(answered).toBe(false);
    open();
    const chunks = await chunksOf(await pending);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain("<p>streamed part</p>");
    expect(chunks[0]).not.toContain("loading");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects when the shell fails, and sends nothing after", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): JSX.Element {
      throw new Error("shell broke");
    }
    await expect(renderDocument(<Broken />, options())).rejects.toThrow("shell broke");
    // React still reports the render as finished; piping the failed render then would throw an
    // unhandled error here, which fails the run.
    await turn();
    await turn();
  });

  it("waits for everything before answering a crawler", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { Part, open } = gated();
    let answered = false;
    const pending = renderDocument(page(Part), options({ waitForAll: true })).then((r) => {
      answered = true;
      return r;
    });
    await turn();
    await turn();
    expect(answered).toBe(false);
    open();
    const html = await (await pending).text();
    // The part in place, no fallback to swap.
    expect(html).toContain("<p>streamed part</p>");
    expect(html).not.toContain("loading");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops a render still waiting at the deadline: the fallback goes out and the page ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { Part } = gated();
    const pending = renderDocument(page(Part), options());
    await shellWaitRunsOut();
    const response = await pending;
    const text = response.text();
    vi.advanceTimersByTime(5_000);
    const html = await text;
    expect(html).toContain("loading");
    expect(html).not.toContain("streamed part");
    // A part that never came is a failure worth a line in the log.
    expect(logged).toHaveBeenCalled();
  });

  it("logs nothing when the visitor left before the page was written, and logs a page cut short otherwise", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const left = new AbortController();
    const cut = async (request: Request, leave: () => void) => {
      const { Part } = gated();
      const response = await renderDocument(page(Part), options({ request }));
      const reader = response.body!.getReader();
      await reader.read();
      leave();
      // The server stops reading the page when the client is gone: React's destination closes early.
      await reader.cancel();
      await turn();
      await turn();
    };
    await cut(new Request("http://localhost/p", { signal: left.signal }), () => left.abort());
    expect(logged).not.toHaveBeenCalled();
    await cut(new Request("http://localhost/p"), () => {});
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("The destination stream closed early"));
  });
});
