import { ProviderIcon, PROVIDERS, type SocialProvider } from './provider-icons.tsx';

/** 'Or continue with' and the two identity-provider buttons (they only tell the host). */
export function SocialButtons({
  divider,
  nameFor,
  onSelect,
}: {
  divider: string;
  /** A button's accessible name from the provider's name: "Continue with Google". */
  nameFor: (provider: string) => string;
  onSelect: (provider: SocialProvider) => void;
}) {
  return (
    <div className="social">
      <p className="social__divider">
        <span>{divider}</span>
      </p>
      <div className="social__buttons">
        {PROVIDERS.map((p) => (
          <button
            key={p.id}
            type="button"
            className="edu-btn edu-btn--ghost social__button"
            aria-label={nameFor(p.name)}
            onClick={() => onSelect(p.id)}
          >
            <ProviderIcon provider={p.id} />
            <span>{p.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
