import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { resolveRoute } from './base-path.ts';
import { useElement } from './element-context.tsx';

/**
 * A real link to a portal route (`href` is the route, e.g. '/learners'), resolved under the
 * element's `base-path`. It asks the host first (`edu-navigate` with that resolved path,
 * cancelable): a host that routes in-page cancels it and navigates itself; otherwise the browser
 * follows the href as any link.
 */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { emit, basePath } = useElement();
  const path = resolveRoute(basePath, href);
  const handle = (e: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const proceed = emit('edu-navigate', { path }, { cancelable: true });
    if (!proceed) e.preventDefault();
  };
  return <a href={path} onClick={handle} {...rest} />;
}
