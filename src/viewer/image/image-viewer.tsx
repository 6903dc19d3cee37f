import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLanguage, useMessages } from '../../lib/i18n/use-language.ts';
import { viewerMessages } from '../messages.ts';
import { useDownload } from '../use-download.ts';
import { useZoomGestures } from '../use-zoom-gestures.ts';
import { StateMessage, ToolButton, ToolLink, ViewerHeader } from '../viewer-chrome.tsx';
import type { ViewerProps } from '../viewer-props.ts';
import { canZoomIn, canZoomOut, downloadName, formatZoom, IMAGE_ZOOM, rotateStep, zoomIn, zoomOut } from '../viewer-rules.ts';

/** Arrow keys move a zoomed image by this many pixels. */
const PAN_STEP = 40;

type Status = 'loading' | 'loaded' | 'error';

/**
 * The image viewer: the whole picture fitted to the stage at 100% (turned sideways too), zoom
 * 0.1-5 in 0.25 steps, rotate, reset, download, and dragging to pan (mouse, pen or touch) only
 * while zoomed above 100%, the only time it can overflow.
 */
export function ImageViewer({ url, name, titleId, onClose, shortcutsRef }: ViewerProps) {
  const [status, setStatus] = useState<Status>(url ? 'loading' : 'error');
  const [zoom, setZoom] = useState(IMAGE_ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ id: number; x: number; y: number; panX: number; panY: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const download = useDownload();
  const m = useMessages(viewerMessages);
  const { tag } = useLanguage();
  const title = name || m.kinds.image;
  const ready = status === 'loaded';
  const pannable = ready && zoom > 1;
  // Panning exists only above 100%: at or below it the image sits centred.
  const offset = pannable ? pan : { x: 0, y: 0 };

  // Functional updates: two quick clicks step twice.
  const changeZoom = (step: (zoom: number) => number) => setZoom(step);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  useZoomGestures(
    stage,
    (direction) => changeZoom((z) => (direction > 0 ? zoomIn(z, IMAGE_ZOOM) : zoomOut(z, IMAGE_ZOOM))),
    ready,
  );
  const reset = () => {
    setZoom(IMAGE_ZOOM.initial);
    setRotation(0);
    setPan({ x: 0, y: 0 });
  };

  useEffect(() => {
    shortcutsRef.current = (key) => {
      if (!ready) return false;
      if (key === '+' || key === '=') changeZoom((z) => zoomIn(z, IMAGE_ZOOM));
      else if (key === '-') changeZoom((z) => zoomOut(z, IMAGE_ZOOM));
      else if (key === 'r' || key === 'R') setRotation(rotateStep);
      else if (key === '0') reset();
      else if (pannable && key.startsWith('Arrow')) {
        const dx = key === 'ArrowLeft' ? PAN_STEP : key === 'ArrowRight' ? -PAN_STEP : 0;
        const dy = key === 'ArrowUp' ? PAN_STEP : key === 'ArrowDown' ? -PAN_STEP : 0;
        setPan({ x: offset.x + dx, y: offset.y + dy });
      } else return false;
      return true;
    };
    return () => {
      shortcutsRef.current = null;
    };
  });

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!pannable || e.button !== 0) return;
    // Keep receiving moves when the pointer leaves the stage (best effort).
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // a pointer that is already gone
    }
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, panX: offset.x, panY: offset.y };
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setPan({ x: d.panX + e.clientX - d.x, y: d.panY + e.clientY - d.y });
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id !== e.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  return (
    <>
      <ViewerHeader
        titleId={titleId}
        icon="image"
        title={title}
        status={
          <output className="mv-status" aria-live="polite" aria-label={m.zoomLevel}>
            {formatZoom(zoom, tag)}
          </output>
        }
      >
        <ToolButton
          label={m.zoomOut}
          icon="zoomOut"
          onClick={() => changeZoom((z) => zoomOut(z, IMAGE_ZOOM))}
          disabled={!ready || !canZoomOut(zoom, IMAGE_ZOOM)}
        />
        <ToolButton
          label={m.zoomIn}
          icon="zoomIn"
          onClick={() => changeZoom((z) => zoomIn(z, IMAGE_ZOOM))}
          disabled={!ready || !canZoomIn(zoom, IMAGE_ZOOM)}
        />
        <ToolButton label={m.rotate} icon="rotate" onClick={() => setRotation(rotateStep)} disabled={!ready} />
        <ToolButton label={m.resetView} icon="reset" onClick={reset} disabled={!ready} />
        {url ? <ToolLink label={m.openInNewTab} icon="external" href={url} /> : null}
        <ToolButton
          label={m.download}
          icon="download"
          onClick={() => download(url, downloadName('image', name))}
          disabled={!url}
        />
        <span className="mv-divider" aria-hidden="true" />
        <ToolButton label={m.closeViewer} icon="close" onClick={onClose} close />
      </ViewerHeader>
      <div
        ref={setStage}
        className={`mv-stage mv-stage--image${pannable ? ' is-pannable' : ''}${dragging ? ' is-dragging' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="image-stage"
      >
        {url && status !== 'error' ? (
          <img
            className={`mv-image${ready ? '' : ' is-hidden'}${rotation % 180 ? ' is-sideways' : ''}`}
            src={url}
            alt={title}
            draggable={false}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('error')}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom}) rotate(${rotation}deg)` }}
          />
        ) : null}
        {status === 'loading' ? <StateMessage kind="loading" message={m.loadingImage} /> : null}
        {status === 'error' ? (
          <StateMessage kind="error" title={m.imageErrorTitle} message={m.imageErrorMessage} onClose={onClose} />
        ) : null}
      </div>
      <p className="mv-help" part="help">
        {m.imageHelp}
      </p>
    </>
  );
}
