import { Writable } from 'node:stream';

/**
 * Where React writes the finished document: its chunks are kept as they come (React does not reuse a chunk
 * it has written), with none of a PassThrough's reading side.
 */
class DocumentSink extends Writable {
  readonly chunks: Uint8Array[] = [];
  override _write(chunk: Uint8Array, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    callback();
  }
}

/** The bytes React writes through `pipe`, once it has finished. */
export function collect(pipe: (destination: Writable) => Writable): Promise<Buffer<ArrayBuffer>> {
  const sink = new DocumentSink();
  return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    sink.on('finish', () => resolve(Buffer.concat(sink.chunks)));
    sink.on('error', reject);
    pipe(sink);
  });
}
