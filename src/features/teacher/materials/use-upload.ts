import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { isAbort } from '../../../lib/api/api-error.ts';
import { useApi } from '../../../lib/use-api.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import {
  checkUploadFile,
  perFileProgress,
  SERVER_WORDED_STATUSES,
  SIMULATED_STEP,
  SIMULATED_STEP_MS,
  SUCCESS_TOAST_DELAY_MS,
  uploadBlocker,
} from './upload-rules.ts';
import { ENGLISH, formatNames, type TeacherLanguage } from '../shared/format.ts';
import { materialsMessages, type MaterialsMessages } from './messages.ts';

/** Upload item: pending, then completed after a successful upload. */
export interface UploadItem {
  id: string;
  file: File;
  status: 'pending' | 'completed';
  progress: number;
}

let seq = 0;
const nextId = (): string => `upload-${++seq}`;

/** What leaving would lose: the selected files not uploaded yet, the first three by name (null when there are none). */
export function notUploadedText(names: readonly string[], t: MaterialsMessages, lang: TeacherLanguage = ENGLISH): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return t.notUploadedOne(names[0]!);
  return t.notUploadedMany(names.length, formatNames(names.slice(0, 3), lang), Math.max(0, names.length - 3));
}

/**
 * The Upload tab's state: selected files (checked as they arrive), where they are filed (category,
 * course, the classes that see them), a single file's title and a description, the request with real
 * progress, and what follows success (list cleared, toast after 2 s) or failure (files kept).
 */
export function useUpload(teacherId: string) {
  const { toast } = useElement();
  const t = useMessages(materialsMessages);
  const api = useApi(materialsApi);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [category, setCategory] = useState('');
  const [course, setCourse] = useState('');
  const [classes, setClasses] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [uploading, setUploading] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      abort.current?.abort();
    },
    [],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const accepted: UploadItem[] = [];
      for (const file of files) {
        const check = checkUploadFile(file, t);
        if (check.ok) accepted.push({ id: nextId(), file, status: 'pending', progress: 0 });
        else if (check.kind === 'warning') toast.warning(check.message);
        else toast.error(check.message);
      }
      if (accepted.length) setItems((prev) => [...prev, ...accepted]);
    },
    [t, toast],
  );

  const remove = useCallback((id: string) => setItems((prev) => prev.filter((i) => i.id !== id)), []);

  const blocker = uploadBlocker({ files: items.length, category, course, classes: classes.length, title }, t);

  const upload = useCallback(async () => {
    if (blocker) {
      toast.warning(blocker);
      return;
    }
    const batch = items;
    const sizes = batch.map((i) => i.file.size);
    let sawProgress = false;
    setUploading(true);
    setItems(batch.map((i) => ({ ...i, progress: 0 })));
    const ctl = new AbortController();
    abort.current = ctl;
    try {
      await api.uploadStudyMaterials(
        teacherId,
        { category, course, classes, title, description, files: batch.map((i) => i.file) },
        {
          signal: ctl.signal,
          onProgress: ({ loaded, total }) => {
            sawProgress = true;
            const pct = perFileProgress(sizes, loaded, total);
            setItems((prev) => prev.map((i, k) => ({ ...i, progress: pct[k] ?? i.progress })));
          },
        },
      );
    } catch (err) {
      if (isAbort(err)) return;
      // The server words its own refusals (size, type, form); anything else is the client's text.
      const worded =
        err instanceof ApiError && (SERVER_WORDED_STATUSES as readonly number[]).includes(err.status) && err.serverMessage;
      toast.error(worded || t.uploadFailed);
      setItems((prev) => prev.map((i) => ({ ...i, status: 'pending', progress: 0 })));
      setUploading(false);
      return;
    }
    setItems((prev) => prev.map((i) => ({ ...i, status: 'completed', progress: sawProgress ? 100 : 0 })));
    if (!sawProgress) simulateProgress(setItems, timers.current);
    timers.current.push(
      setTimeout(() => {
        toast.success(t.uploadSucceeded(batch.length));
        setItems([]);
        setTitle('');
        setDescription('');
        setUploading(false);
      }, SUCCESS_TOAST_DELAY_MS),
    );
  }, [api, blocker, category, course, classes, title, description, items, t, teacherId, toast]);

  return {
    items,
    addFiles,
    remove,
    category,
    setCategory,
    course,
    setCourse,
    classes,
    setClasses,
    title,
    setTitle,
    description,
    setDescription,
    uploading,
    blocker,
    upload,
  };
}

/** Where the browser gave no progress events: 0 to 100% in 10% steps every 100 ms. */
function simulateProgress(
  setItems: (fn: (prev: UploadItem[]) => UploadItem[]) => void,
  timers: ReturnType<typeof setTimeout>[],
): void {
  for (let step = 1; step <= 100 / SIMULATED_STEP; step++) {
    timers.push(
      setTimeout(
        () => setItems((prev) => prev.map((i) => ({ ...i, progress: step * SIMULATED_STEP }))),
        step * SIMULATED_STEP_MS,
      ),
    );
  }
}
