import { describe, expect, it } from "vitest";
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
