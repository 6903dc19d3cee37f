import { CLASSES, GRADES } from '../../src/contract/constants.ts';
import { pick, rng } from './rng.ts';
import type { Queryable } from '../db/queryable.ts';
import { bulkInsert } from '../db/bulk-insert.ts';

const FIRST = [
  'Aarav',
  'Diya',
  'Vivaan',
  'Ananya',
  'Aditya',
  'Ishaan',
  'Saanvi',
  'Kabir',
  'Meera',
  'Rohan',
  'Priya',
  'Arjun',
  'Kavya',
  'Reyansh',
  'Anika',
  'Sai',
  'Myra',
  'Vihaan',
  'Tara',
  'Dev',
  'Nisha',
  'Karan',
  'Zara',
  'Rahul',
  'Aisha',
  'Neel',
  'Riya',
  'Om',
  'Sara',
  'Yash',
];
const LAST = [
  'Sharma',
  'Patel',
  'Reddy',
  'Iyer',
  'Gupta',
  'Singh',
  'Khan',
  'Das',
  'Nair',
  'Mehta',
  'Joshi',
  'Verma',
  'Rao',
  'Kapoor',
  'Bose',
  'Menon',
];
const PARENT_FIRST = ['Rajesh', 'Sunita', 'Anil', 'Kavita', 'Suresh', 'Pooja', 'Vikram', 'Neha', 'Manoj', 'Lakshmi'];
const STREETS = ['MG Road', 'Park Street', 'Lake View', 'Station Road', 'Temple Street', 'Hill Road', 'Gandhi Nagar'];
const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'Chennai', 'Delhi', 'Hyderabad'];

export type StudentSeedRow = [
  student_id: string,
  roll_no: number,
  name: string,
  cls: string,
  grade: string,
  email: string,
  phone: string,
  address: string,
  parent_name: string,
  parent_phone: string,
  parent_email: string,
  emergency_contact: string,
  date_of_birth: string,
  enrollment_date: string,
];

/** The students table's columns a seed row fills, in the row's order (its class goes into the class's roster). */
export const STUDENT_SEED_COLUMNS = [
  'student_id',
  'roll_no',
  'name',
  'grade',
  'email',
  'phone',
  'address',
  'parent_name',
  'parent_phone',
  'parent_email',
  'emergency_contact',
  'date_of_birth',
  'enrollment_date',
] as const;

/** `count` students spread evenly over Class A-D, each class mixing grades 9th-12th. */
export function makeStudents(count: number, seed = 7): StudentSeedRow[] {
  const r = rng(seed);
  const idWidth = Math.max(3, String(count).length);
  return Array.from({ length: count }, (_, i) => {
    const first = pick(r, FIRST);
    const last = pick(r, LAST);
    const cls = CLASSES[i % CLASSES.length]!;
    const grade = GRADES[(i + Math.floor(i / CLASSES.length)) % GRADES.length]!;
    const gradeNum = 9 + GRADES.indexOf(grade);
    const year = 2025 - gradeNum - 5 + Math.floor(r() * 2) - 1;
    const parent = `${pick(r, PARENT_FIRST)} ${last}`;
    const phone = () => `+91 9${String(Math.floor(r() * 1e9)).padStart(9, '0')}`;
    const parentPhone = phone();
    const handle = `${first}.${last}${i + 1}`.toLowerCase();
    return [
      `S${String(i + 1).padStart(idWidth, '0')}`,
      Math.floor(i / CLASSES.length) + 1,
      `${first} ${last}`,
      cls,
      grade,
      `${handle}@student.example.edu`,
      phone(),
      `${1 + Math.floor(r() * 200)} ${pick(r, STREETS)}, ${pick(r, CITIES)}`,
      parent,
      parentPhone,
      `${parent.split(' ')[0]!.toLowerCase()}.${last.toLowerCase()}${i + 1}@parents.example.com`,
      `${parent} ${parentPhone}`,
      `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`,
      `${2025 - (gradeNum - 8)}-06-${String(1 + Math.floor(r() * 20)).padStart(2, '0')}`,
    ];
  });
}

/** Stores seed students: each record, and the student in the roster of their class. */
export async function insertStudents(db: Queryable, rows: readonly StudentSeedRow[]): Promise<void> {
  await bulkInsert(
    db,
    'students',
    STUDENT_SEED_COLUMNS,
    rows.map(([id, roll, name, , ...rest]) => [id, roll, name, ...rest]),
  );
  await bulkInsert(
    db,
    'class_students',
    ['class', 'student_id'],
    rows.map((r) => [r[3], r[0]]),
  );
}
