'use client';
// A Next.js App Router client component as an integrator writes it. The server evaluates this
// module too while it renders the page: importing the package there defines nothing.
import { configure } from 'edu-portal-widgets';
import type {} from 'edu-portal-widgets/react';

configure({
  apiBase: process.env.NEXT_PUBLIC_EDU_API_BASE,
  getToken: async () => (await fetch('/embed-token?as=learner')).text(),
});

export function LearnerDashboard() {
  return <edu-learner-dashboard />;
}
