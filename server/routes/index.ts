import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerLearnerMaterials, registerTeacherMaterials } from './study-materials.ts';
import { registerUploadStudyMaterial } from './upload-study-material.ts';
import { registerDeleteStudyMaterial } from './delete-study-material.ts';
import { registerFiles } from './files.ts';
import { registerFileImages } from './file-images.ts';
import { registerSearchMaterials } from './search-materials.ts';
import { registerStudentCount, registerStudents } from './students.ts';
import { registerClasses } from './classes.ts';
import { registerClassRoster } from './class-roster.ts';
import { registerGetAttendance, registerSaveAttendance } from './attendance.ts';
import { registerAttendanceReport } from './attendance-report.ts';
import { registerTests } from './tests.ts';
import { registerDashboard } from './dashboard.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerAccountRoutes } from './accounts.ts';
import { registerAttendanceSummary } from './attendance-summary.ts';
import { registerAttempts } from './attempts.ts';
import { registerLearnerTests } from './learner-tests.ts';
import { registerTestResults } from './test-results.ts';
import { registerReadingPositions } from './reading-positions.ts';

/** Every route of src/contract/routes.ts. */
export function registerApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerLearnerMaterials(app, ctx);
  registerUploadStudyMaterial(app, ctx);
  registerTeacherMaterials(app, ctx);
  registerDeleteStudyMaterial(app, ctx);
  registerSearchMaterials(app, ctx);
  registerStudents(app, ctx);
  registerClasses(app, ctx);
  registerClassRoster(app, ctx);
  registerSaveAttendance(app, ctx);
  registerGetAttendance(app, ctx);
  registerStudentCount(app, ctx);
  registerAttendanceReport(app, ctx);
  registerTests(app, ctx);
  registerDashboard(app, ctx);
  registerAttendanceSummary(app, ctx);
  registerLearnerTests(app, ctx);
  registerAttempts(app, ctx);
  registerTestResults(app, ctx);
  registerReadingPositions(app, ctx);
  registerFiles(app, ctx);
  registerFileImages(app, ctx);
}
