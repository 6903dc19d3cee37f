import { SHARED_AR } from '../../../lib/i18n/shared-texts.ar.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { pluralFor } from '../../../lib/i18n/plural.ts';
import type { MaterialsMessages } from './messages.ts';

const plural = pluralFor('ar');

export default {
  title: 'المواد الدراسية',
  lead: 'ارفع ملفات جديدة لصفوفك وأدِر ما شاركته.',
  tabsLabel: 'المواد الدراسية',
  tabs: { upload: 'رفع', manage: 'إدارة' },

  uploadForm: 'رفع المواد الدراسية',
  category: 'الفئة',
  course: 'المقرر',
  selectCategory: 'اختر الفئة',
  selectCourse: 'اختر المقرر',
  uploadFiles: 'رفع الملفات',
  uploading: 'جارٍ الرفع...',
  selectedFiles: 'الملفات المحددة',
  fileUploaded: 'تم الرفع',
  uploadProgress: (name: string) => `تقدّم رفع ${name}`,
  remove: (name: string) => `إزالة ${name}`,
  dropFiles: 'اسحب الملفات وأفلتها هنا',
  dropNow: 'أفلت الملفات هنا',
  or: 'أو',
  browseFiles: 'تصفّح الملفات',
  dropHint: 'الأنواع المدعومة: PDF وDOC وPPT والصور ومقاطع الفيديو (٥٠ ميغابايت كحد أقصى لكل ملف)',
  tooLarge: (name: string) => `${name} كبير جدًا. الحد الأقصى للحجم ٥٠ ميغابايت.`,
  unsupportedType: (name: string) => `${name} ليس نوع ملف مدعومًا.`,
  missingFields: 'يُرجى اختيار الملفات والفئة والمقرر.',
  uploadFailed: 'فشل الرفع. يُرجى المحاولة مرة أخرى.',
  uploadSucceeded: (n: number) =>
    plural(n, {
      zero: 'لم يُرفع أي ملف.',
      one: 'تم رفع ملف واحد بنجاح!',
      two: 'تم رفع ملفين بنجاح!',
      few: 'تم رفع # ملفات بنجاح!',
      many: 'تم رفع # ملفًا بنجاح!',
      other: 'تم رفع # ملف بنجاح!',
    }),
  notUploadedOne: (name: string) => `لم يُرفع الملف المحدد ${name} بعد.`,
  notUploadedMany: (total: number, shown: readonly string[], more: number) =>
    `لم يُرفع بعد ${plural(total, {
      zero: 'أي ملف محدد',
      one: 'ملف محدد واحد',
      two: 'الملفان المحددان',
      few: '# ملفات محددة',
      many: '# ملفًا محددًا',
      other: '# ملف محدد',
    })}: ${shown.join('، ')}${
      more > 0
        ? ` ${plural(more, { one: 'وملف آخر', two: 'وملفان آخران', few: 'و# ملفات أخرى', many: 'و# ملفًا آخر', other: 'و# ملف آخر' })}`
        : ''
    }.`,
  genericType: 'ملف',

  searchLabel: 'البحث في المواد',
  searchPlaceholder: 'ابحث في المواد...',
  allCategories: 'الكل',
  allCourses: 'الكل',
  uploadedHeading: (n: number) => `المواد المرفوعة (${formatNumber('ar', n)})`,
  loadingMaterials: 'جارٍ تحميل المواد...',
  noMaterials: 'لا توجد مواد تطابق معايير البحث.',
  columns: {
    title: 'العنوان',
    category: 'الفئة',
    course: 'المقرر',
    uploaded: 'تاريخ الرفع',
    size: 'الحجم',
    actions: 'الإجراءات',
  },
  typeLabel: 'النوع: ',
  pageCount: SHARED_AR.pageCount,
  processing: SHARED_AR.processing,
  unknown: 'غير معروف',
  notAvailable: 'غير متاح',
  download: 'تنزيل',
  edit: 'تعديل',
  delete: 'حذف',
  downloadNamed: (title: string) => `تنزيل ${title}`,
  editNamed: (title: string) => `تعديل ${title}`,
  deleteNamed: (title: string) => `حذف ${title}`,
  editNotice: (id: number) => `تعديل المادة ذات المعرّف: ${formatNumber('ar', id, { useGrouping: false })}`,
  downloadUnavailable: (title: string) => `رابط التنزيل غير متاح للملف ${title}`,
  viewUnavailable: (title: string) => `تعذّر فتح ${title}: رابطه غير متاح.`,
  deleteTitle: 'حذف المادة',
  cancel: SHARED_AR.cancel,
  deleteConfirm: (title: string) => `هل تريد بالتأكيد حذف «${title}»؟ لا يمكن التراجع عن هذا الإجراء.`,
  deleting: (title: string) => `جارٍ حذف «${title}»...`,
  deleteSucceeded: (title: string) => `تم حذف المادة «${title}» بنجاح!`,
  deleteFailed: (title: string, message: string) => `تعذّر حذف «${title}»: ${message}`,
  deleteError: (title: string) => `حدث خطأ أثناء حذف «${title}». يُرجى المحاولة مرة أخرى.`,
} satisfies MaterialsMessages;
