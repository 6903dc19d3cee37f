import { SHARED_EN } from '../../../lib/i18n/shared-texts.ts';

/**
 * The materials section's texts: uploading files (Upload) and the teacher's list (Manage).
 * Categories, courses and file names are the server's values and are shown as they are.
 */
const en = {
  title: 'Study Materials',
  lead: 'Upload new files for your classes and manage what you have shared.',
  tabsLabel: 'Study materials',
  tabs: { upload: 'Upload', manage: 'Manage' },

  uploadForm: 'Upload study materials',
  category: 'Category',
  course: 'Course',
  selectCategory: 'Select category',
  selectCourse: 'Select course',
  uploadFiles: 'Upload Files',
  uploading: 'Uploading...',
  selectedFiles: 'Selected Files',
  fileUploaded: 'Uploaded',
  uploadProgress: (name: string) => `Upload progress for ${name}`,
  remove: (name: string) => `Remove ${name}`,
  dropFiles: 'Drag & drop files here',
  dropNow: 'Drop files here',
  or: 'or',
  browseFiles: 'browse files',
  dropHint: 'Supported: PDF, DOC, PPT, Images, Videos (Max 50MB each)',
  tooLarge: (name: string) => `${name} is too large. Maximum size is 50MB.`,
  unsupportedType: (name: string) => `${name} is not a supported file type.`,
  missingFields: 'Please select files, category, and course.',
  uploadFailed: 'Upload failed. Please try again.',
  uploadSucceeded: (n: number) => `${n === 1 ? '1 file' : `${n} files`} uploaded successfully!`,
  notUploadedOne: (name: string) => `The selected file ${name} is not uploaded yet.`,
  /** `shown` are the first few names, already listed (`formatNames`); `more` how many others there are. */
  notUploadedMany: (total: number, shown: string, more: number) =>
    `${total} selected files are not uploaded yet: ${shown}${more > 0 ? ` and ${more} more` : ''}.`,
  /** The type label of a file whose name has no extension. */
  genericType: 'FILE',

  searchLabel: 'Search materials',
  searchPlaceholder: 'Search materials...',
  allCategories: 'All',
  allCourses: 'All',
  uploadedHeading: (n: number) => `Uploaded Materials (${n})`,
  loadingMaterials: 'Loading materials...',
  noMaterials: 'No materials found matching your criteria.',
  columns: { title: 'Title', category: 'Category', course: 'Course', uploaded: 'Uploaded', size: 'Size', actions: 'Actions' },
  typeLabel: 'Type: ',
  pageCount: SHARED_EN.pageCount,
  processing: SHARED_EN.processing,
  tooLargeToPreview: 'No preview: the file is too large to preview',
  unknown: 'Unknown',
  notAvailable: 'N/A',
  download: 'Download',
  edit: 'Edit',
  delete: 'Delete',
  downloadNamed: (title: string) => `Download ${title}`,
  editNamed: (title: string) => `Edit ${title}`,
  deleteNamed: (title: string) => `Delete ${title}`,
  editNotice: (id: number) => `Edit material with ID: ${id}`,
  downloadUnavailable: (title: string) => `Download link not available for ${title}`,
  viewUnavailable: (title: string) => `${title} cannot be opened: its link is not available.`,
  deleteTitle: 'Delete material',
  cancel: SHARED_EN.cancel,
  deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  deleting: (title: string) => `Deleting "${title}"...`,
  deleteSucceeded: (title: string) => `Material deleted "${title}" successfully!`,
  deleteFailed: (title: string, message: string) => `Failed to delete "${title}": ${message}`,
  deleteError: (title: string) => `An error occurred while deleting "${title}". Please try again.`,
};

export default en;
