// A React 19 app as an integrator writes it, against the installed package and its types.
import { StrictMode, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import 'edu-portal-widgets';
import type { AuthSubmitHandler } from 'edu-portal-widgets';
import type {} from 'edu-portal-widgets/react';

/** The app's own sign-in: a DOM property React hands to the element. */
const signIn: AuthSubmitHandler = async ({ mode, data }) => {
  if (mode === 'login' && data.email.endsWith('@school.example')) return { role: 'student' };
  throw new Error('Unknown account');
};

/** An inline style as React types it, with a theme property. */
const frame: CSSProperties = { display: 'block', '--edu-radius': '12px' };

function App() {
  const [signedIn, setSignedIn] = useState('');
  const [link, setLink] = useState('');
  const [lang, setLang] = useState('en');
  const [reading, setReading] = useState(false);
  return (
    <>
      <h1>React host app</h1>
      <p role="status">{signedIn ? `Signed in as ${signedIn}` : 'Not signed in'}</p>
      <p>Last footer link: {link || 'none'}</p>
      <button type="button" onClick={() => setLang('es')}>
        Español
      </button>
      {/* The elements take the language of the closest [lang] around them. */}
      <div lang={lang}>
        <edu-auth mode="login" submitHandler={signIn} onedu-sign-in={(e) => setSignedIn(e.detail.email)} />
        <edu-footer
          phone="+1 555 0100"
          style={frame}
          onClick={(e) => e.currentTarget.phone}
          onedu-link={(e) => setLink(`${e.detail.group}: ${e.detail.name}`)}
        />
      </div>
      <button type="button" onClick={() => setReading(true)}>
        Read the handout
      </button>
      {/* pdf.js, its worker and its files come with the package: the app's bundler copies them. */}
      <edu-material-viewer
        src="/files/multi-page.pdf"
        name="multi-page.pdf"
        type="application/pdf"
        open={reading}
        onedu-viewer-close={() => setReading(false)}
      />
    </>
  );
}

/** Never rendered: what the shipped types refuse. */
export function Refused() {
  return (
    <>
      {/* @ts-expect-error mode is 'login' | 'signup' */}
      <edu-auth mode="sideways" />
      {/* @ts-expect-error React names the handler after the exact event name */}
      <edu-auth onEduSignIn={() => undefined} />
      {/* @ts-expect-error onClick gets React's event, not the DOM's */}
      <edu-auth onClick={(e: MouseEvent) => e.offsetX} />
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
