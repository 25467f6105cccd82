import type { ErrorRequestHandler } from 'express';

/** The one error class routes throw; the error middleware turns it into a JSON answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** Registered last: every error becomes JSON with a message; never an HTML stack trace. */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json(err.body ?? { message: err.message });
    return;
  }
  const parserError = err as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: `Request body is not valid JSON: ${parserError.message}` });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body is too large' });
    return;
  }
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: parserError.message });
    return;
  }
  console.error(err);
  res.status(500).json({ message: 'Internal server error' });
};

/**
 * An error answer with a stable `code` beside the human message, so clients and tests tell
 * "not signed in" (auth), "not allowed" (forbidden), "plan limit" (plan), "bad XSRF" (xsrf),
 * "bad fields" (invalid) and "not found" apart without matching on text.
 */
export function fail(status: number, code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, message, { message, code, ...extra });
}
