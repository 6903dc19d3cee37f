import r2wc from '@r2wc/react-to-web-component';
import { useStore } from '@nanostores/react';
import { Activity, Suspense, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { $config } from '../stores/config.ts';
import { normalizeBasePath } from './base-path.ts';
import { ElementContext, makeEmitter, useElement, type ElementContextValue } from './element-context.tsx';
import { adoptStyles, BASE_CSS } from './stylesheets.ts';
import { lazyComponent } from './lazy-component.tsx';
import { notifyPresence, usePresence } from './presence.ts';
import { LanguageContext, useClosestLang, useLoadedLanguage } from './i18n/use-language.ts';
import { resolveTheme, showTheme } from './theme.ts';
import { createToaster } from './toaster.ts';
import { ToastRegion } from './toast-region.tsx';
import { useOwnWidthClass } from './use-own-width-class.ts';
import { booleanAttribute, warnFalseAttribute } from './boolean-attribute.ts';
import { resolveApiBase } from './api/api-base.ts';

export type AttributeType = 'string' | 'number' | 'boolean';

/** What a lazily loaded element module exports: its component and its CSS text. */
export interface ElementModule<P> {
  default: ComponentType<P>;
  styles?: string;
}

export interface ElementDefinition<P> {
  /** Custom element name, `edu-*`. */
  name: string;
  /** Loads the element's code (a lazy chunk): its component and CSS. */
  load: () => Promise<ElementModule<P>>;
  /** Primitive props, reflected as kebab-case attributes (`studentId` -> `student-id`). */
  attributes?: { [K in keyof P]?: AttributeType };
  /** Object and function props: settable as DOM properties only. */
  properties?: (keyof P & string)[];
  /**
   * Called when the element is connected and whenever a prop changes, before React renders:
   * a chance to start loading what these props will need (e.g. pdf.js for an open PDF).
   */
  warmUp?: (props: Partial<P>) => void;
}

/** Every element also takes `api-base`, `base-path` and `theme`. */
export interface CommonProps {
  apiBase?: string;
  basePath?: string;
  theme?: string;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

type R2wcInternals = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER]: () => void; [CONNECTED]: boolean };
type R2wcClass = new () => R2wcInternals & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

const kebab = (s: string): string => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Each element's internals: its custom states show the resolved theme. */
const internalsOf = new WeakMap<HTMLElement, ElementInternals>();

/**
 * Turns a lazily loaded React component into a custom element with an open shadow root.
 * Styles are adopted constructable stylesheets; each instance gets its own toaster;
 * defining the same name twice (bundle loaded twice) is a no-op. Where there is no element
 * registry (a server rendering the host's page), nothing is defined and undefined is returned:
 * importing the bundle there is safe.
 */
export function defineElement<P extends object>(def: ElementDefinition<P>): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(def.name);
  if (existing) return existing;

  const Lazy = lazyComponent<P>(async () => withStyles(await def.load()));

  function Root(props: P & CommonProps & { container: ShadowRoot }) {
    const { container, ...rest } = props;
    const config = useStore($config);
    const host = container.host as HTMLElement;
    const toast = useMemo(createToaster, []);
    const apiBase = resolveApiBase(rest.apiBase, config.apiBase);
    const basePath = normalizeBasePath(rest.basePath || config.basePath);
    const theme = resolveTheme(rest.theme, config.theme);
    useLayoutEffect(() => showTheme(internalsOf.get(host)!.states, theme), [host, theme]);
    // Out of the document, the tree keeps its state but runs no effects until it is back or
    // unmounted (see disconnectedCallback).
    const present = usePresence(host);
    const language = useLoadedLanguage(useClosestLang(host));
    const device = useOwnWidthClass(host);
    const ctx = useMemo<ElementContextValue>(
      () => ({ host, root: container, apiBase, basePath, theme, device, toast, emit: makeEmitter(host) }),
      [host, container, apiBase, basePath, theme, device, toast],
    );
    // .edu-root sets every inherited property (font, colour, direction...) so that nothing the
    // host page sets on the element reaches its content; lang and dir follow the language.
    return (
      <ElementContext.Provider value={ctx}>
        <LanguageContext.Provider value={language}>
          <div className="edu-root" lang={language.tag} dir={language.dir}>
            <Activity mode={present ? 'visible' : 'hidden'}>
              <Suspense fallback={null}>
                <Lazy {...(rest as P)} />
                <ToastRegion toaster={toast} />
              </Suspense>
            </Activity>
          </div>
        </LanguageContext.Provider>
      </ElementContext.Provider>
    );
  }

  const attributes = { apiBase: 'string', basePath: 'string', theme: 'string', ...def.attributes } as Record<
    string,
    AttributeType
  >;
  const Base = r2wc(Root as ComponentType<never>, { shadow: 'open', props: attributes }) as unknown as R2wcClass;
  const byAttribute = new Map(Object.keys(attributes).map((p) => [kebab(p), p]));

  class EduElement extends Base {
    constructor() {
      super();
      internalsOf.set(this, this.attachInternals());
      adoptStyles(this.shadowRoot!, BASE_CSS);
      // A host may set properties before the element is defined: those own values would
      // hide the prototype's setters, so hand them to the setters now.
      for (const prop of [...Object.keys(attributes), ...(def.properties ?? [])]) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    override connectedCallback(): void {
      notifyPresence(this);
      // The palette applies from the first paint, before React renders.
      showTheme(internalsOf.get(this)!.states, resolveTheme(this[PROPS].theme, $config.get().theme));
      // Fetch the element's chunk now rather than after React's first commit.
      Lazy.preload().catch(() => undefined); // a failure shows when it renders
      def.warmUp?.(this[PROPS] as Partial<P>);
      super.connectedCallback();
    }

    // An element moved in the DOM keeps its React tree and so its state (the section shown,
    // what was typed). Moved by one call (`other.append(el)`), it is already back when told it
    // left. Removed and inserted again by the same script, its unmount waits for the end of
    // that script (a microtask) and is skipped if it is back by then; meanwhile its tree is
    // hidden, so a removed element runs no effects (no requests) on what changes next.
    override disconnectedCallback(): void {
      if (this.isConnected) return;
      this[CONNECTED] = false;
      notifyPresence(this);
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    /** `moveBefore()` keeps the element connected: its tree stays as it is. */
    connectedMoveCallback(): void {}

    // r2wc skips removed and empty attributes, so `open=""` would not mean true and
    // removing `open` would not close: attributes are parsed here, HTML's way.
    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const prop = byAttribute.get(name);
      if (!prop) return super.attributeChangedCallback(name, old, value);
      if (attributes[prop] === 'boolean') warnFalseAttribute(this, name, value);
      this[PROPS][prop] = parseAttribute(attributes[prop]!, value);
      if (this.isConnected) def.warmUp?.(this[PROPS] as Partial<P>);
      this[RENDER]();
    }
  }

  for (const prop of def.properties ?? []) {
    Object.defineProperty(EduElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        this[PROPS][prop] = value;
        if (this.isConnected) def.warmUp?.(this[PROPS] as Partial<P>);
        this[RENDER]();
      },
    });
  }

  // A boolean property sets its attribute empty or removes it, as `dialog.open` does: a
  // framework that sets the property to false leaves no attribute for `[open]` to match.
  for (const [prop, type] of Object.entries(attributes)) {
    if (type !== 'boolean') continue;
    const name = kebab(prop);
    Object.defineProperty(EduElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this.hasAttribute(name);
      },
      set(this: R2wcInternals, value: unknown) {
        if (value) this.setAttribute(name, '');
        else this.removeAttribute(name);
      },
    });
  }

  customElements.define(def.name, EduElement);
  return EduElement;
}

function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return booleanAttribute(value);
  if (value === null) return undefined;
  if (type === 'number') {
    const n = Number(value);
    return value.trim() === '' || Number.isNaN(n) ? undefined : n;
  }
  return value;
}

/** Wraps a loaded component so its CSS is adopted into the shadow root before it paints. */
function withStyles<P>(mod: ElementModule<P>): ComponentType<P> {
  const Component = mod.default;
  const css = mod.styles;
  if (!css) return Component;
  function Styled(props: P & object) {
    // Idempotent: the sheet is created once and adopted once per shadow root.
    adoptStyles(useElement().root, css!);
    return <Component {...props} />;
  }
  return Styled as ComponentType<P>;
}
