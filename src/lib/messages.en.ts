import { AUTH_ERRORS, ACCOUNT_ROLE_LABELS } from '../contract/account-texts.ts';
import { MATERIALS_NOT_OK_MESSAGE, STUDENTS_FAILED_MESSAGE } from './api/api-error.ts';

/**
 * The shared parts' texts: lazy parts that failed to load, toasts, dialogs, the account gate,
 * the leave guard, and the API client's own error messages (the server's `message` is shown
 * as it came). English `auth` and `roles` are the contract's AUTH_ERRORS and ACCOUNT_ROLE_LABELS; the
 * translations key theirs by the same ids.
 */
const en = {
  loadFailed: (what: string) => `Could not load ${what}. Check your connection and try again.`,
  thisPartOfThePage: 'this part of the page',
  tryAgain: 'Try again',
  catalogueLoading: 'Loading the subjects and courses...',
  catalogueFailed: (reason: string) => `Could not load the subjects and courses: ${reason}`,

  /** Under a list that loads its next page as it scrolls into view. */
  loadingMore: 'Loading more...',
  loadMoreFailed: (reason: string) => `Could not load more: ${reason}`,
  loadMore: 'Load more',
  dismissNotification: 'Dismiss notification',
  close: 'Close',
  dismiss: 'Dismiss',

  leave: { title: 'Leave without saving?', lead: 'You have unsaved work:', stay: 'Stay', leave: 'Leave' },

  /** While a read waits for a server that answered 503 before it is sent again. */
  serverBusy: 'The server is busy, retrying...',
  checkingAccount: 'Checking your account...',
  checkAccountFailed: (reason: string) => `Could not check your account: ${reason}`,
  auth: AUTH_ERRORS,
  /** Follows `auth.declinedTeacher` when the administrator gave a reason. */
  declinedReason: (reason: string) => `Reason: ${reason}`,
  nothingLost: 'Nothing on this page is lost: sign in, then carry on where you were.',
  notAvailable: 'Not available for this account',
  roles: ACCOUNT_ROLE_LABELS,
  /**
   * "The teacher dashboard is for Teacher accounts. You are signed in as Asha (Student)."
   * `wanted` is the roles' names as one list in the language ("Teacher or Parent").
   */
  wrongRole: (what: string, wanted: string, name: string, role: string) =>
    `${what} is for ${wanted} accounts. You are signed in as ${name} (${role}).`,
  welcome: (name: string) => `Welcome, ${name}`,
  signOut: 'Sign Out',
  signOutFailed: (reason: string) => `Could not sign out: ${reason}`,

  /** A request that never reached the server: the browser's reason, when it gives one. */
  networkError: (detail: string) => detail || 'Network error',
  uploadNetworkError: (detail: string) => detail || 'Network error during upload',
  httpStatus: (status: number) => `HTTP ${status}`,
  notJson: 'The server answered with something other than JSON',
  /** `request` is the method and route, e.g. "GET /api/tests". */
  unexpectedResponse: (request: string) => `Unexpected response from ${request}`,
  unexpectedUpload: 'Unexpected upload response',
  materialsNotOk: MATERIALS_NOT_OK_MESSAGE,
  studentsFailed: STUDENTS_FAILED_MESSAGE,
  studentsNetwork: (reason: string) => `Error fetching students: ${reason}`,
};

export default en;
