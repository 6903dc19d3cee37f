/** Sample data in the contract's shapes. */
export function sampleMaterial(name: string, extra: Record<string, unknown> = {}) {
  const [category, course] = name.split('/');
  return {
    name,
    category,
    course,
    uploaded_at: '2025-01-15T09:30:00.000Z',
    size: 2048,
    url: '/api/files/abcdefabcdefabcdef',
    type: 'application/pdf',
    ...extra,
  };
}

export function sampleStudent(i: number, extra: Record<string, unknown> = {}) {
  return {
    student_id: `S${String(i).padStart(3, '0')}`,
    name: `Student ${i}`,
    class: 'Class A',
    grade: '9th',
    email: `student${i}@school.test`,
    phone: `555-01${String(i).padStart(2, '0')}`,
    address: '1 Main St',
    parent_name: `Parent ${i}`,
    parent_phone: '555-0000',
    parent_email: `parent${i}@school.test`,
    last_attendance_status: 'present',
    roll_no: i,
    date_of_birth: '2010-03-15',
    enrollment_date: '2023-06-01',
    emergency_contact: 'Parent 555-0000',
    ...extra,
  };
}
