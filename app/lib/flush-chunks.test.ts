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
