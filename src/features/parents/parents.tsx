import styles from './parents.css?inline';

export { styles };

/** Spec section 2: the parents area is a placeholder page. */
export default function Parents() {
  return (
    <section className="parents" part="parents" aria-labelledby="parents-title">
      <h1 id="parents-title">Parents Page</h1>
      <p>Coming soon...</p>
    </section>
  );
}
