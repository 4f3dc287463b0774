import { renderToPipeableStream } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { FlushChunks } from "./flush-chunks.server";

/** What the stream gives, as text, once it ends. */
function textOf(stream: FlushChunks) {
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  return new Promise<string>((resolve) => stream.on("end", () => resolve(Buffer.concat(chunks).toString())));
}

describe("FlushChunks", () => {
  it("gathers what React writes and ends once: React's second end() after close makes no error", async () => {
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

  it("drops the NUL bytes React 18.3 leaves at the end of a full buffer", async () => {
    const body = new FlushChunks();
    const text = textOf(body);
    body.write(Buffer.from([0x61, 0x62, 0, 0]));
    body.flush();
    body.end(Buffer.from("c"));
    expect(await text).toBe("abc");
  });
});
