import type { RequestHandler } from 'express';

/**
 * After the answer is sent, reads and drops what is left of the request body. An action that answers
 * without reading the form (a redirect, a refusal) leaves Remix's reader paused on the rest of it, and
 * the connection then carries no further request: the gateway's next one on that kept-alive connection
 * would wait for the idle timeout and fail, an error for another visitor.
 */
export function discardUnreadBody(): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (req.readableEnded) return;
      // The paused reader would stop the flow again after every chunk; nothing reads it any more.
      req.removeAllListeners('data');
      req.resume();
    });
    next();
  };
}
