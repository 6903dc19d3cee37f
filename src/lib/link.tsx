import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useElement } from './element-context.tsx';

/**
 * A real link to a portal route. It asks the host first (`edu-navigate`, cancelable):
 * a host that routes in-page cancels it and navigates itself; otherwise the browser
 * follows the href as any link.
 */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { emit } = useElement();
  const handle = (e: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const proceed = emit('edu-navigate', { path: href }, { cancelable: true });
    if (!proceed) e.preventDefault();
  };
  return <a href={href} onClick={handle} {...rest} />;
}
