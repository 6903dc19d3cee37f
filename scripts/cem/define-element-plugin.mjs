// Custom Elements Manifest analyzer plugin for elements made with `defineElement({...})`
// (src/lib/define-element.tsx): they are no classes, so the analyzer's own class handling does
// not see them. Each `defineElement({ name: 'edu-x', attributes, properties })` statement with
// its JSDoc becomes a custom element declaration `EduXElement`:
// - attributes and properties come from the code (`attributes`, `properties`, and the common
//   attributes every element takes); the JSDoc's @attr / @prop give their types, defaults and
//   descriptions, and naming one the code does not define is an error;
// - @event names an `edu-*` event; its detail type is read from the EduEventDetails interface
//   (src/lib/events.ts), so the manifest cannot disagree with the code's type;
// - @csspart, @cssprop and the element's summary and description come from the JSDoc; the parts
//   every element renders (the toasts) and the theme's custom properties (the `:host` block of
//   src/lib/base.css) are added to every element;
// - @contains <tag> - <when>: events of an element rendered inside this one reach the host too
//   (they are composed), so they are listed on this element as well, marked `fromElement`.
// All elements are registered by one module, the bundle: the manifest lists them under it.
import fs from 'node:fs';
import { parse } from 'comment-parser';

const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const oneLine = (s) => s.replace(/\s+/g, ' ').trim();
const withoutDash = (s) => oneLine(s).replace(/^- /, '');

/**
 * @param {object} options
 * @param {string} options.bundleModule the module path every element is listed under
 * @param {string} options.defineElementFile where the common attributes are declared
 * @param {string} options.eventsFile where EduEventDetails is declared
 * @param {string} options.themeFile the CSS whose first `:host` block holds the theme tokens
 * @param {Record<string, {type: string, default?: string, description: string}>} options.commonAttributes
 * @param {Record<string, {type: string, description: string}>} [options.globalAttributes]
 * @param {{name: string, description: string}[]} options.commonParts
 * @param {{name: string, description: string}[]} [options.commonStates] custom states (`:state()`) of every element
 * @param {Record<string, string>} options.themeDescriptions
 */
export function defineElementPlugin(options) {
  let ts;
  /** @type {Map<string, {type: string, description: string}>} */
  let eventTypes;
  let commonAttributeTypes;
  let themeTokens;

  return {
    name: 'edu-define-element',
    initialize({ ts: analyzerTs }) {
      ts = analyzerTs;
      eventTypes = readEventDetails(ts, options.eventsFile);
      commonAttributeTypes = readCommonAttributes(ts, options.defineElementFile);
      themeTokens = readThemeTokens(options.themeFile);
      for (const name of Object.keys(commonAttributeTypes)) {
        if (!options.commonAttributes[kebab(name)]) {
          throw new Error(
            `${options.defineElementFile}: every element takes \`${kebab(name)}\`; describe it in commonAttributes of custom-elements-manifest.config.mjs.`,
          );
        }
      }
      for (const token of themeTokens) {
        if (!options.themeDescriptions[token.name]) {
          throw new Error(
            `${options.themeFile}: describe the theme property ${token.name} in themeDescriptions of custom-elements-manifest.config.mjs.`,
          );
        }
      }
    },

    analyzePhase({ node, moduleDoc }) {
      if (!ts.isExpressionStatement(node)) return;
      const call = node.expression;
      if (!ts.isCallExpression(call) || call.expression.getText() !== 'defineElement') return;
      const definition = call.arguments[0];
      if (!definition || !ts.isObjectLiteralExpression(definition)) return;
      const element = describeElement({ node, definition, file: moduleDoc.path });
      moduleDoc.declarations.push(element);
      moduleDoc.exports.push({
        kind: 'custom-element-definition',
        name: element.tagName,
        declaration: { name: element.name, module: options.bundleModule },
      });
    },

    packageLinkPhase({ customElementsManifest }) {
      const elements = customElementsManifest.modules.flatMap((m) =>
        (m.declarations ?? []).filter((d) => d.customElement && d.tagName),
      );
      elements.sort((a, b) => a.tagName.localeCompare(b.tagName));
      const byTag = new Map(elements.map((e) => [e.tagName, e]));
      for (const element of elements) {
        for (const inside of element.contains ?? []) {
          const other = byTag.get(inside.tagName);
          if (!other) throw new Error(`<${element.tagName}>: @contains names <${inside.tagName}>, which is no element.`);
          for (const event of other.events ?? []) {
            element.events ??= [];
            if (element.events.some((e) => e.name === event.name)) continue;
            element.events.push({ ...event, fromElement: inside.tagName });
          }
        }
      }
      customElementsManifest.modules = [
        {
          kind: 'javascript-module',
          path: options.bundleModule,
          declarations: elements,
          exports: elements.map((e) => ({
            kind: 'custom-element-definition',
            name: e.tagName,
            declaration: { name: e.name, module: options.bundleModule },
          })),
        },
      ];
    },
  };

  function describeElement({ node, definition, file }) {
    const prop = (name) =>
      definition.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
    const nameNode = prop('name');
    if (!nameNode || !ts.isStringLiteral(nameNode)) throw new Error(`${file}: defineElement needs a literal \`name\`.`);
    const tagName = nameNode.text;
    const where = `${file} (${tagName})`;

    const codeAttributes = { ...readAttributeTypes(prop('attributes'), where), ...commonAttributeTypes };
    const codeProperties = readStringArray(prop('properties'));

    const docs = readJsDoc(node, where);
    const element = {
      kind: 'class',
      customElement: true,
      name: `${pascal(tagName)}Element`,
      tagName,
      summary: docs.summary,
      description: docs.description,
      attributes: [],
      members: [],
      events: [],
      cssParts: [],
      cssProperties: [],
      cssStates: (options.commonStates ?? []).map((s) => ({ ...s })),
      contains: docs.contains,
    };
    if (!element.summary) throw new Error(`${where}: the JSDoc needs a @summary.`);

    for (const [field, codeType] of Object.entries(codeAttributes)) {
      const name = kebab(field);
      const common = options.commonAttributes[name];
      const doc = docs.attributes.get(name) ?? common;
      if (!doc?.description) throw new Error(`${where}: describe the attribute \`${name}\` with @attr.`);
      const type = doc.type || codeType;
      if (codeType === 'boolean' && type !== 'boolean')
        throw new Error(`${where}: \`${name}\` is a boolean attribute, not ${type}.`);
      const attribute = { name, type: { text: type }, description: doc.description, fieldName: field };
      if (doc.default !== undefined) attribute.default = doc.default;
      element.attributes.push(attribute);
      const member = { kind: 'field', name: field, type: { text: type }, description: doc.description, attribute: name };
      if (doc.default !== undefined) member.default = doc.default;
      element.members.push(member);
    }
    // HTML's global attributes every element reads (lang): HTMLElement's own property, no field.
    for (const [name, doc] of Object.entries(options.globalAttributes ?? {})) {
      element.attributes.push({ name, type: { text: doc.type }, description: doc.description, fieldName: name });
    }
    for (const name of docs.attributes.keys()) {
      if (!element.attributes.some((a) => a.name === name)) {
        throw new Error(`${where}: @attr ${name} is not an attribute of the element (see its \`attributes\`).`);
      }
    }

    for (const field of codeProperties) {
      const doc = docs.properties.get(field);
      if (!doc?.description || !doc.type) throw new Error(`${where}: describe the property \`${field}\` with @prop {Type}.`);
      element.members.push({ kind: 'field', name: field, type: { text: doc.type }, description: doc.description });
    }
    for (const name of docs.properties.keys()) {
      if (!codeProperties.includes(name)) {
        throw new Error(`${where}: @prop ${name} is not a property of the element (see its \`properties\`).`);
      }
    }

    for (const [name, description] of docs.events) {
      const detail = eventTypes.get(name);
      if (!detail) throw new Error(`${where}: @event ${name} is not in EduEventDetails (${options.eventsFile}).`);
      element.events.push({
        name,
        type: { text: `CustomEvent<${detail.type}>` },
        description: description || detail.description,
      });
    }

    element.cssParts = [...docs.parts, ...options.commonParts.map((p) => ({ ...p }))];
    element.cssProperties = [
      ...themeTokens.map((t) => ({
        name: t.name,
        default: t.default,
        description: options.themeDescriptions[t.name],
      })),
      ...docs.cssProperties,
    ];
    if (!element.contains.length) delete element.contains;
    return element;
  }

  function readJsDoc(node, where) {
    const docs = {
      summary: '',
      description: '',
      attributes: new Map(),
      properties: new Map(),
      events: new Map(),
      parts: [],
      cssProperties: [],
      contains: [],
    };
    const jsDoc = node.jsDoc?.at(-1);
    if (!jsDoc) throw new Error(`${where}: the element needs a JSDoc comment.`);
    if (typeof jsDoc.comment === 'string') docs.description = jsDoc.comment.trim();
    const [block] = parse(jsDoc.getFullText(), { spacing: 'preserve' });
    for (const tag of block?.tags ?? []) {
      const text = withoutDash(tag.description);
      switch (tag.tag) {
        case 'summary':
          docs.summary = oneLine(`${tag.name} ${tag.description}`);
          break;
        case 'attr':
          docs.attributes.set(tag.name, { type: oneLine(tag.type), default: tag.default, description: text });
          break;
        case 'prop':
          docs.properties.set(tag.name, { type: oneLine(tag.type), description: text });
          break;
        case 'event':
          if (tag.type)
            throw new Error(`${where}: @event ${tag.name} takes no type; its detail type is EduEventDetails['${tag.name}'].`);
          docs.events.set(tag.name, text);
          break;
        case 'csspart':
          if (!text) throw new Error(`${where}: describe the part ${tag.name}.`);
          docs.parts.push({ name: tag.name, description: text });
          break;
        case 'cssprop':
          if (!text) throw new Error(`${where}: describe the custom property ${tag.name}.`);
          docs.cssProperties.push({ name: tag.name, ...(tag.default ? { default: tag.default } : {}), description: text });
          break;
        case 'contains':
          docs.contains.push({ tagName: tag.name, description: text });
          break;
        default:
          throw new Error(
            `${where}: unknown JSDoc tag @${tag.tag} (use @summary, @attr, @prop, @event, @csspart, @cssprop, @contains).`,
          );
      }
    }
    return docs;
  }

  function readAttributeTypes(node, where) {
    const types = {};
    if (!node) return types;
    if (!ts.isObjectLiteralExpression(node)) throw new Error(`${where}: \`attributes\` must be an object literal.`);
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isStringLiteral(p.initializer)) {
        throw new Error(`${where}: each attribute must be \`name: 'string' | 'number' | 'boolean'\`.`);
      }
      types[p.name.getText()] = p.initializer.text;
    }
    return types;
  }

  function readStringArray(node) {
    if (!node || !ts.isArrayLiteralExpression(node)) return [];
    return node.elements.filter((e) => ts.isStringLiteral(e)).map((e) => e.text);
  }
}

/** The EduEventDetails members: event name -> detail type text and its JSDoc. */
function readEventDetails(ts, file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const events = new Map();
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'EduEventDetails') {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type) continue;
        const name = member.name.getText().replace(/^['"]|['"]$/g, '');
        const doc = member.jsDoc?.at(-1)?.comment;
        events.set(name, {
          type: detailType(ts, member.type),
          description: typeof doc === 'string' ? oneLine(doc) : '',
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!events.size) throw new Error(`${file}: no EduEventDetails interface found.`);
  return events;
}

/** A detail type as self-contained text, without comments; `Record<string, never>` as an object type. */
function detailType(ts, typeNode) {
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const text = oneLine(printer.printNode(ts.EmitHint.Unspecified, typeNode, typeNode.getSourceFile()));
  if (text === 'Record<string, never>') return '{ [key: string]: never }';
  return text;
}

/** The attributes every element takes: the literal keys in define-element's `attributes`. */
function readCommonAttributes(ts, file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let found;
  const visit = (node) => {
    if (!found && ts.isVariableDeclaration(node) && node.name.getText() === 'attributes' && node.initializer) {
      let init = node.initializer;
      while (ts.isAsExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) {
        found = {};
        for (const p of init.properties) {
          if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer)) found[p.name.getText()] = p.initializer.text;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${file}: no \`const attributes = { apiBase: 'string', ... }\` found.`);
  return found;
}

/** The custom properties declared in the first `:host { ... }` block, with their values. */
function readThemeTokens(file) {
  const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const block = /:host\s*\{([^}]*)\}/.exec(css);
  if (!block) throw new Error(`${file}: no :host block found.`);
  // `--_edu-x: var(--edu-x, <default>);`: the page's --edu-x, else the default.
  const tokens = [...block[1].matchAll(/--_(edu-[\w-]+)\s*:\s*var\(\s*--\1\s*,([^;]+)\);/g)].map((m) => ({
    name: `--${m[1]}`,
    default: oneLine(m[2]).replace(/var\(--_edu-/g, 'var(--edu-'),
  }));
  const read = [...block[1].matchAll(/--_(edu-[\w-]+)\s*:/g)].map((m) => `--${m[1]}`);
  const unread = read.filter((name) => !tokens.some((t) => t.name === name));
  if (unread.length) throw new Error(`${file}: write ${unread.join(', ')} on :host as \`--_edu-x: var(--edu-x, <default>)\`.`);
  const handedOn = /:host\s*>\s*\*\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const missing = tokens.filter((t) => !new RegExp(`${t.name}\\s*:\\s*var\\(--_${t.name.slice(2)}\\)`).test(handedOn));
  if (missing.length) {
    throw new Error(`${file}: hand on ${missing.map((t) => t.name).join(', ')} in \`:host > *\` as \`--edu-x: var(--_edu-x)\`.`);
  }
  return tokens;
}
