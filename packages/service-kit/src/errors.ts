/** An HTTP error with a stable code and a Spanish message a user can read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, 'BAD_USER_INPUT', message, details);
export const unauthorized = (message = 'Sesión no válida o expirada.') => new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'No tiene permisos para realizar esta acción.') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'El recurso solicitado no existe.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: unknown) => new HttpError(409, 'CONFLICT', message, details);
