import { adminApi } from '../lib/api/admin-api.ts';
import { apiContext, type ApiClientOptions } from '../lib/api/api-context.ts';
import { attemptsApi } from '../lib/api/attempts-api.ts';
import { attendanceApi } from '../lib/api/attendance-api.ts';
import { authApi } from '../lib/api/auth-api.ts';
import { catalogueApi } from '../lib/api/catalogue-api.ts';
import { classesApi } from '../lib/api/classes-api.ts';
import { dashboardApi } from '../lib/api/dashboard-api.ts';
import { materialsApi } from '../lib/api/materials-api.ts';
import { materialSearchApi } from '../lib/api/material-search-api.ts';
import { readingPositionsApi } from '../lib/api/reading-positions-api.ts';
import { rosterApi } from '../lib/api/roster-api.ts';
import { studentsApi } from '../lib/api/students-api.ts';
import { testsApi } from '../lib/api/tests-api.ts';

/**
 * Every group of API calls on one server, as one object: for tests of the calls themselves.
 * The reading positions' `get` and `save` are under `readingPositions` (their names say nothing
 * beside the others').
 */
export function everyApiCall(apiBase: string, options: ApiClientOptions = {}) {
  const ctx = apiContext(apiBase, options);
  return {
    ...materialsApi(ctx),
    ...materialSearchApi(ctx),
    ...studentsApi(ctx),
    ...catalogueApi(ctx),
    ...classesApi(ctx),
    ...rosterApi(ctx),
    ...adminApi(ctx),
    ...attendanceApi(ctx),
    ...testsApi(ctx),
    ...dashboardApi(ctx),
    ...authApi(ctx),
    ...attemptsApi(ctx),
    readingPositions: readingPositionsApi(ctx),
  };
}
