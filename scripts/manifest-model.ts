// The parts of custom-elements.json that the generators and tests read, including the fields
// our analyzer plugin adds (scripts/cem/define-element-plugin.mjs): `contains` on an element and
// `fromElement` on an event that comes from an element rendered inside it.

export interface ManifestType {
  text: string;
}

export interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: ManifestType;
  default?: string;
  description?: string;
}

export interface ManifestMember {
  kind: 'field' | 'method';
  name: string;
  type?: ManifestType;
  default?: string;
  description?: string;
  attribute?: string;
}

export interface ManifestEvent {
  name: string;
  type?: ManifestType;
  description?: string;
  fromElement?: string;
}

export interface ManifestNamed {
  name: string;
  description?: string;
  default?: string;
}

export interface ManifestElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: ManifestEvent[];
  cssParts?: ManifestNamed[];
  cssProperties?: ManifestNamed[];
  cssStates?: ManifestNamed[];
  contains?: { tagName: string; description?: string }[];
}

export interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations?: ManifestElement[]; exports?: unknown[] }[];
}

/** Every custom element of the manifest, in its order (by tag name). */
export const elementsOf = (manifest: Manifest): ManifestElement[] =>
  manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName));
