/** The Dashboard section: greeting, stat cards, Recent Activity, Quick Actions, approvals. */
const en = {
  title: 'Dashboard',
  lead: (firstName: string) => `Good to see you, ${firstName}. Here is how your classes are doing.`,
  /** Stat card labels, keyed by the figure they show. */
  stats: {
    totalStudents: 'Total Students',
    activeClasses: 'Active Classes',
    uploadedMaterials: 'Uploaded Materials',
    pendingTests: 'Pending Tests',
    avgAttendance: 'Avg Attendance',
  },
  /** Read out for a stat card whose figure is still loading. */
  loading: 'Loading',
  recentActivity: 'Recent Activity',
  loadingActivity: 'Loading activity...',
  noActivity: 'No recent activity yet. Uploads, attendance and tests will appear here.',
  quickActions: 'Quick Actions',
  /** Quick action buttons, keyed by the section they open. */
  quick: { materials: 'Upload materials', tests: 'Create a test', attendance: 'Mark attendance', students: 'Browse students' },
};

export default en;
