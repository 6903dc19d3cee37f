export { apiContext, type ApiClientOptions, type ApiContext } from './api-context.ts';
export { ApiError, MATERIALS_NOT_OK_MESSAGE, STUDENTS_FAILED_MESSAGE, type ApiFailure } from './api-error.ts';
export { contractText, errorText } from './error-text.ts';
export type { UploadOptions, UploadProgress } from './upload.ts';
export { resolveUrl } from './request.ts';
