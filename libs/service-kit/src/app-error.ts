import { ErrorCode, type ErrorIssue } from '@uniform/contracts';

/** An error we expect and can explain to the caller: it becomes `{message, code, issues?}` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(issues: ErrorIssue[], message = 'Some fields are missing or invalid.'): AppError {
    return new AppError(400, ErrorCode.VALIDATION_FAILED, message, issues);
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError(404, ErrorCode.NOT_FOUND, message);
  }

  /**
   * Signed in, but not allowed this (e.g. a saved profile without consent to keep one). The code
   * is FORBIDDEN; ErrorCode.FORBIDDEN_ORIGIN stays the gateway's cross-site refusal.
   */
  static forbidden(message = 'You are not allowed to do this.'): AppError {
    return new AppError(403, ErrorCode.FORBIDDEN, message);
  }

  static unauthenticated(message = 'Please sign in to continue.'): AppError {
    return new AppError(401, ErrorCode.UNAUTHENTICATED, message);
  }
}
