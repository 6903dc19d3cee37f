/**
 * Every event an element dispatches: `edu-*` names, CustomEvent, bubbles and composed,
 * so a host page can listen on the element or on document. Where the spec gives a
 * button no action, the element tells the host instead and lets it decide.
 */
export interface EduEventDetails {
  /** An in-widget link to a portal route; cancel it (preventDefault) to route in-page. */
  'edu-navigate': { path: string };
  /** A placeholder link (footer, policies, social): the host gives it a destination. */
  'edu-link': { group: 'social' | 'quick-links' | 'resources' | 'contact' | 'policy'; name: string };
  /** A home page button the spec leaves without an action. */
  'edu-home-action': {
    action:
      | 'take-test'
      | 'download-materials'
      | 'view-report'
      | 'get-syllabus'
      | 'view-material'
      | 'enroll'
      | 'join-class'
      | 'view-notes';
    /** 'Class 11' / 'Class 12' for the class cards, the subject for schedule cards. */
    subject?: string;
  };
  /** The shared menu was opened or closed by the header toggle. */
  'edu-menu-toggle': { open: boolean };
}

export type EduEventName = keyof EduEventDetails;

export type EduEventMap = { [K in EduEventName]: CustomEvent<EduEventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends EduEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends EduEventMap {}
}

/** Dispatches a typed `edu-*` event from `target`; returns false when a listener cancelled it. */
export function dispatchEduEvent<K extends EduEventName>(
  target: EventTarget,
  type: K,
  detail: EduEventDetails[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
