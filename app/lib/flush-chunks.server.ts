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
    this.parts.push(chunk);
    done();
  }

  /** Called by React when it has written what it can for now. */
  flush() {
    if (!this.parts.length) return;
    this.push(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts));
    this.parts = [];
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}
