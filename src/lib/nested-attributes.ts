import { useElement } from './element-context.tsx';

/**
 * The attributes for an element rendered inside this one (a dashboard's header, the sign-in
 * form of a gate): the same API server, base path and theme as its outer element.
 */
export function useNestedAttributes(): { 'api-base': string; 'base-path': string; theme: string } {
  const { apiBase, basePath, theme } = useElement();
  return { 'api-base': apiBase, 'base-path': basePath, theme };
}
