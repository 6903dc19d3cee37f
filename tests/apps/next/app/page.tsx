import { LearnerDashboard } from './learner-dashboard';

// Rendered on the server; the element in it upgrades once the client component's module runs.
export default function Page() {
  return (
    <main>
      <h1>Next.js host app</h1>
      <LearnerDashboard />
    </main>
  );
}
