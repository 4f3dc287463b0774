import { describe, expect, it, vi } from "vitest";
import { FlushChunks } from "./flush-chunks.server";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("FlushChunks", () => {
  it("sends what was written since the last flush as one chunk, and the rest at the end", async () => {
    const stream = new FlushChunks();
    const seen: string[] = [];
    stream.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    expect(stream.write(bytes("<html>"))).toBe(true);
    stream.write(bytes("<body>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
    stream.flush();
    expect(seen).toEqual(["<html><body>"]);
    stream.flush();
    stream.write(bytes("<p>streamed</p>"));
    stream.flush();
    stream.write(bytes("</body>"));
    stream.end(bytes("</html>"));
    await ended;
    expect(seen).toEqual(["<html><body>", "<p>streamed</p>", "</body></html>"]);
  });
});

describe("FlushChunks and React's streaming renderer", () => {
  it("drops the NUL bytes React 18 writes when a character does not fit its 2 kB buffer", async () => {
    const { createElement } = await import("react");
    const { renderToPipeableStream, renderToString } = await import("react-dom/server");
    // Mostly "€" (3 bytes) and "·" (2 bytes): nearly every 2,048-byte boundary falls inside a character.
    const page = createElement(
      "main",
      null,
      ...Array.from({ length: 300 }, (_, i) =>
        createElement("p", { key: i }, `${"€".repeat(40 + (i % 7))} ·${"x".repeat(i % 3)}`),
      ),
    );
    const html = await new Promise<string>((resolve, reject) => {
      const body = new FlushChunks();
      const parts: Buffer[] = [];
      body.on("data", (chunk: Buffer) => parts.push(chunk));
      body.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
      const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(body), onError: reject });
    });
    expect(html).not.toContain("\u0000");
    expect(html).toBe(renderToString(page));
  });
});

describe("FlushChunks ends once", () => {
  /** What the stream gives, as text, once it ends. */
  function textOf(stream: FlushChunks) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    return new Promise<string>((resolve) => stream.on("end", () => resolve(Buffer.concat(chunks).toString())));
  }

  it("React's second end() after close makes no error", async () => {
    const { createElement } = await import("react");
    const { renderToPipeableStream } = await import("react-dom/server");
    const body = new FlushChunks();
    const superEnd = vi.spyOn(Object.getPrototypeOf(FlushChunks.prototype) as FlushChunks, "end");
    const text = textOf(body);
    const closed = new Promise((resolve) => body.once("close", resolve));
    await new Promise<void>((resolve) => {
      const stream = renderToPipeableStream(createElement("main", null, createElement("h1", null, "Shell")), {
        onAllReady() {
          stream.pipe(body);
          resolve();
        },
      });
    });
    expect(await text).toBe("<main><h1>Shell</h1></main>");
    await closed;
    await new Promise((resolve) => setImmediate(resolve));
    // React ended it when the page was complete, then called end() again on "close".
    expect(superEnd).toHaveBeenCalledTimes(1);
    superEnd.mockRestore();
  });

  it("runs the callback of an end() after the end, without an error", async () => {
    const body = new FlushChunks();
    body.resume();
    await new Promise<void>((resolve) => body.end(resolve));
    const callback = vi.fn();
    expect(body.end(callback)).toBe(body);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(callback).toHaveBeenCalledWith();
  });
});
