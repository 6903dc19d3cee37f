import { useMessages } from './i18n/use-language.ts';
import { libMessages } from './messages.ts';
import type { CatalogueState } from './use-catalogue.ts';

/**
 * Where a list of the catalogue's subjects or courses shows: a note while the catalogue loads,
 * why it failed with Try again, nothing once it is there.
 */
export function CatalogueStatus({ catalogue }: { catalogue: CatalogueState }) {
  const m = useMessages(libMessages);
  if (catalogue.error !== null) {
    return (
      <p className="edu-load-error" role="alert">
        {m.catalogueFailed(catalogue.error)}{' '}
        <button type="button" className="edu-btn edu-btn--small" onClick={catalogue.retry}>
          {m.tryAgain}
        </button>
      </p>
    );
  }
  if (!catalogue.loading) return null;
  return (
    <p className="edu-catalogue-loading" role="status">
      <span className="edu-spinner" aria-hidden="true" />
      {m.catalogueLoading}
    </p>
  );
}
