/**
 * HTML boolean attributes: present means true whatever the value (`open`, `open=""`,
 * `open="false"`), as on `<dialog open>` and `<details open>`; only removing it means false.
 */
export const booleanAttribute = (value: string | null): boolean => value !== null;

const warned = new WeakMap<Element, Set<string>>();

/**
 * Warns once per element and attribute that `name="false"` is true: a framework binding the
 * attribute to false must bind the property (which removes the attribute) instead.
 */
export function warnFalseAttribute(el: Element, name: string, value: string | null): void {
  if (value?.trim().toLowerCase() !== 'false') return;
  const names = warned.get(el) ?? new Set<string>();
  if (names.has(name)) return;
  names.add(name);
  warned.set(el, names);
  const tag = el.localName;
  console.warn(
    `<${tag} ${name}="false"> counts as ${name}: a boolean attribute is true whenever it is present, as on <dialog open>. ` +
      `Remove the attribute, or set the property (${tag}.${camel(name)} = false), to turn it off.`,
  );
}

const camel = (s: string): string => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
