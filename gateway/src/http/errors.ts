import type { ErrorRequestHandler, RequestHandler } from 'express';

/** The JSON shape of every error answer outside GraphQL: a code and a Spanish message, nothing else. */
export type HttpErrorBody = { code: string; message: string };

export const KNOWN_ERRORS = {
  'entity.too.large': { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' } },
  'entity.parse.failed': { status: 400, body: { code: 'BAD_REQUEST', message: 'El cuerpo de la solicitud no es JSON válido.' } },
  'encoding.unsupported': {
    status: 415,
    body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'La codificación de la solicitud no está soportada.' },
  },
  'charset.unsupported': {
    status: 415,
    body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'El juego de caracteres de la solicitud no está soportado.' },
  },
  'request.aborted': { status: 400, body: { code: 'BAD_REQUEST', message: 'La solicitud se interrumpió.' } },
} satisfies Record<string, { status: number; body: HttpErrorBody }>;

/**
 * Last error handler: body-parser failures get their status (400 malformed JSON, 413 too large)
 * and everything else a 500, always as JSON. No stack, path or library message ever reaches the
 * client; the server log keeps the details.
 */
export function jsonErrors(log: (error: unknown) => void = (error) => console.error('[gateway]', error)): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string } | null)?.type;
    const known = type && type in KNOWN_ERRORS ? KNOWN_ERRORS[type as keyof typeof KNOWN_ERRORS] : undefined;
    if (known) {
      res.status(known.status).json(known.body);
      return;
    }
    log(error);
    res
      .status(500)
      .json({ code: 'INTERNAL_SERVER_ERROR', message: 'Error interno. Intente nuevamente en unos minutos.' } satisfies HttpErrorBody);
  };
}

/** Any path nobody answered. */
export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ code: 'NOT_FOUND', message: 'Ruta no encontrada.' } satisfies HttpErrorBody);
};
