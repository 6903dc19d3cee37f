import { formatNumber } from '../lib/i18n/format.ts';
import type { ViewerMessages } from './messages.ts';

const n = (value: number): string => formatNumber('es', value);

export default {
  kinds: { pdf: 'Documento PDF', image: 'Imagen', unsupported: 'Archivo no compatible' },
  closeViewer: 'Cerrar visor',
  close: 'Cerrar',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  zoomLevel: 'Nivel de zoom',
  rotate: 'Girar',
  resetView: 'Restablecer vista',
  download: 'Descargar',
  openInNewTab: 'Abrir en una pestaña nueva',

  pageOf: (page: number, count: number) => `Página ${n(page)} de ${n(count)}`,
  pageLabelOf: (label: string, page: number, count: number) => `Página ${label} (${n(page)} de ${n(count)})`,
  pages: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  goToPage: 'Ir a la página',
  ofCount: (count: number) => `de ${n(count)}`,
  ofCountLabelled: (page: number, count: number) => `(${n(page)} de ${n(count)})`,
  documentPage: 'Página del documento',
  unnamedField: 'Campo del formulario',
  loadingPdf: 'Cargando PDF...',
  pdfErrorTitle: 'Error al cargar el PDF',
  pdfErrorMessage: 'No se pudo cargar el documento PDF',
  pdfLoadFailed: 'No se pudo cargar el archivo PDF.',
  pdfNoFile: 'No se indicó ningún archivo PDF.',
  pdfPageFailed: 'No se pudo cargar la página.',
  pdfMissingFile: 'Falta el archivo PDF.',
  pdfUnexpectedResponse: (status: number) => `Respuesta inesperada del servidor (${status}) al obtener el PDF`,
  passwordRequired: 'Se necesita una contraseña',
  passwordPrompt: 'Escribe la contraseña para abrir este archivo PDF.',
  passwordIncorrect: 'Contraseña incorrecta. Inténtalo de nuevo.',
  open: 'Abrir',

  loadingImage: 'Cargando imagen...',
  imageErrorTitle: 'Error al cargar la imagen',
  imageErrorMessage: 'No se pudo cargar la imagen',
  imageHelp: 'Teclas: + o = acercar, - alejar, R girar, 0 restablecer, Esc cerrar; las flechas desplazan la imagen cuando está ampliada.',

  unsupportedTitle: 'Tipo de archivo no compatible',
  unsupportedText: 'Este tipo de archivo no se puede mostrar en el visor.',
  fileInformation: 'Información del archivo',
  nameLabel: 'Nombre:',
  typeLabel: 'Tipo:',
  unknownName: 'Desconocido',
  downloadFile: 'Descargar archivo',
  supportedFormats: 'Formatos compatibles: documentos PDF e imágenes (JPG, PNG, GIF, WebP)',
} satisfies ViewerMessages;
