import { expect } from 'chai';
import { Suspense, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { findByRole, findByText } from '@testing-library/dom';
import { lazyComponent } from './lazy-component.tsx';

let host: HTMLElement;
let root: Root;

function render(node: ReactNode): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root.render(node));
}

afterEach(() => {
  root.unmount();
  host.remove();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Hello = ({ who }: { who: string }) => <p>Hello {who}</p>;

describe('lazyComponent', () => {
  it('shows the fallback, then the component with its props as soon as it loads', async () => {
    const load = deferred<typeof Hello>();
    const Lazy = lazyComponent(() => load.promise, { fallback: <p role="status">Loading greeting...</p> });
    // It never suspends: React holds a revealed Suspense boundary's content back for ~300 ms.
    let suspended = 0;
    const Suspended = () => {
      suspended++;
      return null;
    };
    render(
      <Suspense fallback={<Suspended />}>
        <Lazy who="Asha" />
      </Suspense>,
    );
    await findByRole(host, 'status');
    load.resolve(Hello);
    await findByText(host, 'Hello Asha');
    expect(host.querySelector('[role="status"]')).to.equal(null);
    expect(suspended).to.equal(0);
  });

  it('loads once, renders at once when mounted again, and preload shares the load', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads++;
      return Hello;
    });
    await Lazy.preload();
    render(<Lazy who="Ravi" />);
    expect(host.textContent).to.equal('Hello Ravi'); // synchronously: the module is known
    await Lazy.preload();
    expect(loads).to.equal(1);
  });

  it('a failed load says so with a retry that loads again', async () => {
    let attempt = 0;
    const Lazy = lazyComponent(
      async () => {
        attempt++;
        if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return Hello;
      },
      { label: 'the greeting' },
    );
    render(<Lazy who="Meera" />);
    const alert = await findByRole(host, 'alert');
    expect(alert.textContent).to.contain('Could not load the greeting. Check your connection and try again.');
    (await findByRole(host, 'button', { name: 'Try again' })).click();
    await findByText(host, 'Hello Meera');
    expect(attempt).to.equal(2);
  });
});
