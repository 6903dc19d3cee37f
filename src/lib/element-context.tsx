import { createContext, useContext } from 'react';
import { dispatchEduEvent, type EduEventDetails, type EduEventName } from './events.ts';
import type { DeviceClass } from '../stores/device-class.ts';
import type { Theme } from './theme.ts';
import type { Toaster } from './toaster.ts';

export interface ElementContextValue {
  /** The custom element itself (events are dispatched from it). */
  host: HTMLElement;
  /** Its open shadow root (for focus management and outside-click checks). */
  root: ShadowRoot;
  /** API base URL: the element's `api-base`, else `configure({apiBase})`, else the page's origin. */
  apiBase: string;
  /** Where the portal's routes live (`base-path`, else `configure({basePath})`, else '/'). */
  basePath: string;
  /** The element's resolved theme (`theme`, else `configure({theme})`, else light). */
  theme: Theme;
  /** Its layout class from its own width (mobile <= 767 px, tablet <= 1023 px, else desktop). */
  device: DeviceClass;
  toast: Toaster;
  emit<K extends EduEventName>(type: K, detail: EduEventDetails[K], options?: { cancelable?: boolean }): boolean;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const ctx = useContext(ElementContext);
  if (!ctx) throw new Error('useElement() must be used inside an element made by defineElement()');
  return ctx;
}

export function makeEmitter(host: HTMLElement): ElementContextValue['emit'] {
  return (type, detail, options) => dispatchEduEvent(host, type, detail, options);
}
