import { Transform, type TransformCallback } from "node:stream";

/**
 * React's HTML gathered into one chunk per flush. React writes 2 kB at a time and calls `flush()`
 * once a part of the page is complete (the shell, then each streamed part); every chunk used to go
 * on alone through this stream, the web stream Remix answers with, the HTTP response and the socket
 * (45 writes for a collection page). Gathered, a part goes out whole as soon as it is complete.
 */
export class FlushChunks extends Transform {
  private parts: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.parts.push(withoutTrailingNul(chunk));
    done();
  }

  /** Called by React when it has written what it can for now. */
  flush() {
    if (!this.parts.length) return;
    this.push(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts));
    this.parts = [];
  }

  /**
   * Ends the stream once. React ends its destination when the page is complete, and its listener
   * of the destination's "close" ends it again: on an ended stream Node makes an
   * ERR_STREAM_ALREADY_FINISHED error (its stack captured) for nobody, on every page. A callback
   * given to a later call still runs.
   */
  override end(...args: unknown[]): this {
    if (!this.writableEnded) return super.end(...(args as Parameters<Transform["end"]>));
    const callback = args.find((a): a is () => void => typeof a === "function");
    if (callback) process.nextTick(callback);
    return this;
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}

/**
 * React 18.3's streaming renderer fills a 2,048-byte buffer with the page's text; when a character
 * of two or more bytes (`·`, `€`, `à`) does not fit in the room left, it writes the whole buffer,
 * the unfilled bytes too: one to three NUL bytes land in the HTML (react/react#31134, fixed in
 * React 19). HTML never holds a NUL of its own (PostgreSQL text cannot store one), so a chunk's
 * trailing NULs are that buffer's unfilled end and are dropped.
 */
function withoutTrailingNul(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}
