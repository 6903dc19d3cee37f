/**
 * Find's working parts, one lazy chunk loaded when the find bar first opens: matching,
 * normalization, page text reading and the text layer highlighter.
 */
export { compileQuery } from './page-matcher.ts';
export { FindSession } from './find-session.ts';
export { pageTextSource } from './page-text.ts';
export { clearHighlights, highlightMatches, scrollIntoStage } from './highlight-matches.ts';
