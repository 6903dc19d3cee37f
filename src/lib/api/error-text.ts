import { AUTH_ERRORS } from '../../contract/account-texts.ts';
import { libMessages, type LibMessages } from '../messages.ts';
import { ApiError, type ApiFailure } from './api-error.ts';

/** The client's own wording of a failure, in the language of `m`. */
export function failureText(failure: ApiFailure, m: LibMessages): string {
  switch (failure.kind) {
    case 'network':
      return m.networkError(failure.detail);
    case 'upload-network':
      return m.uploadNetworkError(failure.detail);
    case 'http':
      return m.httpStatus(failure.status);
    case 'not-json':
      return m.notJson;
    case 'unexpected':
      return m.unexpectedResponse(failure.request);
    case 'unexpected-upload':
      return m.unexpectedUpload;
    case 'materials-not-ok':
      return m.materialsNotOk;
    case 'students-failed':
      return m.studentsFailed;
    case 'students-network':
      return m.studentsNetwork(failureText(failure.cause, m));
  }
}

/** An ApiError the client words itself; its message is the English text. */
export const clientError = (status: number, failure: ApiFailure, serverMessage?: string): ApiError =>
  new ApiError(status, failureText(failure, libMessages.en), serverMessage, failure);

const AUTH_IDS = Object.keys(AUTH_ERRORS) as (keyof typeof AUTH_ERRORS)[];

/**
 * A message as shown: one of the contract's own account sentences (AUTH_ERRORS, which the
 * server also sends) in the language of `m`; any other text as it came.
 */
export function contractText(message: string, m: LibMessages): string {
  const id = AUTH_IDS.find((k) => AUTH_ERRORS[k] === message);
  return id ? m.auth[id] : message;
}

/**
 * What to show for a failure: the server's own message as it came (the contract's account
 * sentences translated), the client's wording in the language of `m`, or the error's message.
 */
export function errorText(err: unknown, m: LibMessages): string {
  if (err instanceof ApiError) return err.failure ? failureText(err.failure, m) : contractText(err.message, m);
  if (err instanceof Error) return err.message || String(err);
  return String(err);
}
