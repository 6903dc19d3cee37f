import { formatNumber } from '../lib/i18n/format.ts';
import type { ViewerMessages } from './messages.ts';

const n = (value: number): string => formatNumber('ar', value);

export default {
  kinds: { pdf: 'مستند PDF', image: 'صورة', unsupported: 'ملف غير مدعوم' },
  closeViewer: 'إغلاق العارض',
  close: 'إغلاق',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
  zoomLevel: 'مستوى التكبير',
  rotate: 'تدوير',
  resetView: 'إعادة ضبط العرض',
  download: 'تنزيل',
  openInNewTab: 'فتح في علامة تبويب جديدة',

  pageOf: (page: number, count: number) => `الصفحة ${n(page)} من ${n(count)}`,
  pageLabelOf: (label: string, page: number, count: number) => `الصفحة ${label} (${n(page)} من ${n(count)})`,
  pages: 'الصفحات',
  previous: 'السابقة',
  next: 'التالية',
  goToPage: 'الانتقال إلى الصفحة',
  ofCount: (count: number) => `من ${n(count)}`,
  ofCountLabelled: (page: number, count: number) => `(${n(page)} من ${n(count)})`,
  documentPage: 'صفحة المستند',
  unnamedField: 'حقل نموذج',
  loadingPdf: 'جارٍ تحميل ملف PDF...',
  pdfErrorTitle: 'خطأ في تحميل ملف PDF',
  pdfErrorMessage: 'تعذّر تحميل مستند PDF',
  pdfLoadFailed: 'تعذّر تحميل ملف PDF.',
  pdfNoFile: 'لم يُحدَّد أي ملف PDF.',
  pdfPageFailed: 'تعذّر تحميل الصفحة.',
  pdfMissingFile: 'ملف PDF غير موجود.',
  pdfUnexpectedResponse: (status: number) => `رد غير متوقع من الخادم (${status}) أثناء جلب ملف PDF`,
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordPrompt: 'أدخل كلمة المرور لفتح ملف PDF هذا.',
  passwordIncorrect: 'كلمة المرور غير صحيحة. حاول مرة أخرى.',
  open: 'فتح',

  loadingImage: 'جارٍ تحميل الصورة...',
  imageErrorTitle: 'خطأ في تحميل الصورة',
  imageErrorMessage: 'تعذّر تحميل الصورة',
  imageHelp: 'المفاتيح: + أو = للتكبير، - للتصغير، R للتدوير، 0 لإعادة الضبط، Esc للإغلاق؛ ومفاتيح الأسهم لتحريك الصورة عند تكبيرها.',

  unsupportedTitle: 'نوع ملف غير مدعوم',
  unsupportedText: 'لا يمكن عرض هذا النوع من الملفات داخل العارض.',
  fileInformation: 'معلومات الملف',
  nameLabel: 'الاسم:',
  typeLabel: 'النوع:',
  unknownName: 'غير معروف',
  downloadFile: 'تنزيل الملف',
  supportedFormats: 'الصيغ المدعومة: مستندات PDF والصور (JPG وPNG وGIF وWebP)',
} satisfies ViewerMessages;
