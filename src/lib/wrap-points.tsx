import { Fragment } from 'react';

/**
 * Text such as an email address or a web address with line-break opportunities after `@`,
 * `.`, `/`, `-` and `_`, so a narrow box wraps it between its parts rather than inside a
 * word (`student.name@school.example` breaks after the `@` or a dot).
 */
export function WrapPoints({ text }: { text: string }) {
  const parts = text.split(/(?<=[@./_-])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
