export { ApiError } from './api-error.ts';
export { errorText } from './error-text.ts';
