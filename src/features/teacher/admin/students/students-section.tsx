import TeacherStudentsSection from '../../students/students-section.tsx';

/** The school's whole student directory: the teachers' Students section, which lists every student for an administrator. */
export default function StudentsSection() {
  return <TeacherStudentsSection teacherId="" teacherName="" />;
}
