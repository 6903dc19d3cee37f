import { useRef, useState, type DragEvent } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { materialsMessages } from './messages.ts';
import { UPLOAD_ACCEPT } from './upload-rules.ts';
import { StrokeIcon } from '../../../lib/stroke-icon.tsx';

/**
 * Drag-and-drop zone for several files. The 'browse files' button (keyboard-reachable)
 * opens the picker; a click anywhere on the zone does too.
 */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const t = useMessages(materialsMessages);
  const input = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const hasFiles = (e: DragEvent): boolean => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  const onDragEnter = (e: DragEvent): void => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (): void => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (e: DragEvent): void => {
    e.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled && e.dataTransfer.files.length) onFiles(Array.from(e.dataTransfer.files));
  };
  const browse = (): void => {
    if (!disabled) input.current?.click();
  };

  return (
    <div
      className={`drop${dragging ? ' drop--active' : ''}${disabled ? ' drop--disabled' : ''}`}
      onDragEnter={onDragEnter}
      onDragOver={(e) => {
        if (hasFiles(e)) e.preventDefault();
      }}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      onClick={(e) => {
        if (e.target === e.currentTarget) browse();
      }}
    >
      <StrokeIcon className="drop__icon" size={40} strokeWidth={1.7}>
        <path d="M7 18a5 5 0 0 1-.6-9.96A6 6 0 0 1 18 7.5a4.5 4.5 0 0 1-.5 8.97M12 12v8M8.5 15.5 12 12l3.5 3.5" />
      </StrokeIcon>
      <p className="drop__title">{dragging ? t.dropNow : t.dropFiles}</p>
      <p className="drop__or">
        {t.or}{' '}
        <button type="button" className="drop__browse" onClick={browse} disabled={disabled}>
          {t.browseFiles}
        </button>
      </p>
      <p className="drop__hint">{t.dropHint}</p>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={UPLOAD_ACCEPT}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
