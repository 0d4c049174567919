/**
 * Where renderDocument leaves a document's bytes on its Response, for the app server to send them as they are
 * (decision 039). A registered symbol, because the Remix build (which renders) and the app server (which sends)
 * each hold their own copy of this library.
 */
const DOCUMENT_BYTES = Symbol.for('civicbrief.app-server.document-bytes');

/** A document Response whose body is `bytes`, marked so the app server can send them without reading its stream. */
export function documentResponse(bytes: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(bytes, init);
  Object.defineProperty(response, DOCUMENT_BYTES, { value: bytes });
  return response;
}

/** The bytes of a Response made by documentResponse; undefined for any other. */
export function documentBytesOf(response: Response): Buffer | undefined {
  return (response as Response & { [DOCUMENT_BYTES]?: Buffer })[DOCUMENT_BYTES];
}
