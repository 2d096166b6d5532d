import { relative, sep } from 'node:path';
import MagicString, { type SourceMap } from 'magic-string';
import { type ESTree, type Plugin, parseAst, Visitor } from 'vite';
import { SERVER_ONLY_FIELDS } from '../registry/server-only-fields.ts';

/** The plugin's name, for configs that must leave it out (Storybook renders presets). */
export const SECTION_CLIENT_PLUGIN_NAME = 'storefront:section-client';

const serverOnly = new Set<string>(SERVER_ONLY_FIELDS);

/** What the client build gets instead of a module that defines sections. */
export interface StrippedModule {
  code: string;
  map: SourceMap;
}

type Lang = 'js' | 'jsx' | 'ts' | 'tsx';
type Range = [start: number, end: number];

function langOf(id: string): Lang {
  const extension = /\.([cm]?[jt]sx?)$/.exec(id.replace(/[?#].*$/, ''))?.[1] ?? 'js';
  if (extension.endsWith('tsx')) return 'tsx';
  if (extension.endsWith('ts')) return 'ts';
  return extension.endsWith('jsx') ? 'jsx' : 'js';
}

/** The names under which a module imported `defineSection`: plain, renamed or via a namespace. */
function defineSectionBindings(program: ESTree.Program) {
  const names = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
      else if (
        specifier.type === 'ImportSpecifier' &&
        specifier.importKind !== 'type' &&
        exportName(specifier.imported) === 'defineSection'
      )
        names.add(specifier.local.name);
    }
  }
  return { names, namespaces };
}

function exportName(name: ESTree.ModuleExportName): string {
  return name.type === 'Literal' ? name.value : name.name;
}

function isDefineSection(
  callee: ESTree.Expression,
  { names, namespaces }: ReturnType<typeof defineSectionBindings>,
): boolean {
  if (callee.type === 'Identifier') return names.has(callee.name);
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    namespaces.has(callee.object.name) &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'defineSection'
  );
}

/** The object literal passed to a call, seen through parentheses and `as`/`satisfies`. */
function objectLiteral(argument: ESTree.Argument | undefined): ESTree.ObjectExpression | null {
  let node = argument;
  while (
    node &&
    (node.type === 'ParenthesizedExpression' ||
      node.type === 'TSAsExpression' ||
      node.type === 'TSSatisfiesExpression')
  )
    node = node.expression;
  return node?.type === 'ObjectExpression' ? node : null;
}

function isServerOnly(property: ESTree.ObjectPropertyKind): boolean {
  if (property.type !== 'Property' || property.computed) return false;
  const { key } = property;
  if (key.type === 'Identifier') return serverOnly.has(key.name);
  return key.type === 'Literal' && typeof key.value === 'string' && serverOnly.has(key.value);
}

/**
 * The source ranges to remove from one definition literal: a server-only property before a kept
 * one goes up to the next property (its comma with it); the server-only properties after the last
 * kept one go from the end of that one to the closing brace (the comma before them with them).
 */
function removals(object: ESTree.ObjectExpression): Range[] {
  const { properties } = object;
  const lastKept = properties.findLastIndex((property) => !isServerOnly(property));
  const ranges: Range[] = [];
  properties.forEach((property, index) => {
    const next = properties[index + 1];
    if (index < lastKept && next && isServerOnly(property))
      ranges.push([property.start, next.start]);
  });
  if (lastKept < properties.length - 1) {
    const kept = properties[lastKept];
    ranges.push([kept ? kept.end : object.start + 1, object.end - 1]);
  }
  return ranges;
}

const within = (node: { start: number; end: number }, ranges: readonly Range[]) =>
  ranges.some(([start, end]) => node.start >= start && node.end <= end);

/**
 * The import declarations that only the removed properties used: every binding they bring in was
 * referenced inside `removed` and nowhere else. Dropping them, as React Router does for a route's
 * loader imports, keeps a schema module out of the browser even when the bundler cannot prove its
 * top level pure (an object spread may run a getter, so it would be kept for nothing).
 */
function importsOnlyTheyUsed(program: ESTree.Program, removed: readonly Range[]): Range[] {
  const declarations = program.body.filter(
    (statement): statement is ESTree.ImportDeclaration =>
      statement.type === 'ImportDeclaration' &&
      statement.importKind !== 'type' &&
      statement.specifiers.length > 0,
  );
  const declared: Range[] = declarations.map((declaration) => [declaration.start, declaration.end]);
  const usedInside = new Set<string>();
  const usedOutside = new Set<string>();
  const reference = (node: { name: string; start: number; end: number }) => {
    if (within(node, declared)) return;
    (within(node, removed) ? usedInside : usedOutside).add(node.name);
  };
  new Visitor({ Identifier: reference, JSXIdentifier: reference }).visit(program);
  return declarations
    .filter((declaration) =>
      declaration.specifiers.every(
        ({ local }) => usedInside.has(local.name) && !usedOutside.has(local.name),
      ),
    )
    .map((declaration) => [declaration.start, declaration.end]);
}

/** A module's `defineSection({ ... })` literals, parsed once for what the plugin does with them. */
interface SectionModule {
  program: ESTree.Program;
  definitions: ESTree.ObjectExpression[];
}

function sectionModule(code: string, id: string): SectionModule | null {
  if (!code.includes('defineSection')) return null;
  const program = parseAst(code, { lang: langOf(id), sourceType: 'module' }, id);
  const bindings = defineSectionBindings(program);
  if (bindings.names.size === 0 && bindings.namespaces.size === 0) return null;
  const definitions: ESTree.ObjectExpression[] = [];
  new Visitor({
    CallExpression(call) {
      if (!isDefineSection(call.callee, bindings) || call.arguments.length !== 1) return;
      const object = objectLiteral(call.arguments[0]);
      if (object) definitions.push(object);
    },
  }).visit(program);
  return definitions.length > 0 ? { program, definitions } : null;
}

/**
 * Removes `title`, `group`, `schema`, `presets`, `load`, `pageTypes`, `rendersOn` and `bundle` from every `defineSection({ ... })` call of
 * a module, for the browser build (decision 0010), and the imports only they used; tree-shaking
 * then drops the schema modules and the server data code. Calls whose argument is not an object
 * literal, and everything else in the module, are left as they are. Answers `null` when there is
 * nothing to change.
 */
export function stripServerOnlySectionFields(code: string, id: string): StrippedModule | null {
  const module = sectionModule(code, id);
  return module && strip(code, id, module);
}

function strip(code: string, id: string, { program, definitions }: SectionModule) {
  const properties = definitions.flatMap(removals);
  if (properties.length === 0) return null;
  const removed = merge(properties);
  const source = new MagicString(code);
  for (const [start, end] of [...removed, ...importsOnlyTheyUsed(program, removed)])
    source.remove(start, end);
  return {
    code: source.toString(),
    map: source.generateMap({ source: id, hires: 'boundary', includeContent: true }),
  };
}

/** The value of a definition's property `name`, if written as a plain property. */
function property(object: ESTree.ObjectExpression, name: string): ESTree.Expression | undefined {
  for (const entry of object.properties) {
    if (entry.type !== 'Property' || entry.computed) continue;
    const key =
      entry.key.type === 'Identifier' ? entry.key.name : (entry.key as { value?: unknown }).value;
    if (key === name) return entry.value as ESTree.Expression;
  }
  return undefined;
}

/**
 * What the definitions of a module that say `bundle: 'shell'` import as their component: the
 * specifier of `component: () => import('./Header.tsx')`, or `null` for a definition whose
 * component is written otherwise (it cannot be found before the bundler runs).
 */
export function shellComponentImports(code: string, id: string): (string | null)[] {
  const module = sectionModule(code, id);
  return module ? shellImportsOf(module) : [];
}

function shellImportsOf({ definitions }: SectionModule): (string | null)[] {
  return definitions
    .filter((definition) => {
      const bundle = property(definition, 'bundle');
      return bundle?.type === 'Literal' && bundle.value === 'shell';
    })
    .map((definition) => componentImport(definition)?.specifier ?? null);
}

/** A definition's `component: () => import('./File.tsx')`: the specifier and where it ends. */
function componentImport(
  definition: ESTree.ObjectExpression,
): { specifier: string; end: number } | null {
  const component = property(definition, 'component');
  const body = component?.type === 'ArrowFunctionExpression' ? component.body : undefined;
  return component &&
    body?.type === 'ImportExpression' &&
    body.source.type === 'Literal' &&
    typeof body.source.value === 'string'
    ? { specifier: body.source.value, end: component.end }
    : null;
}

/** `id` from the project root, with forward slashes, as Vite's manifest names modules. */
function fromRoot(root: string, id: string): string {
  return relative(root, id.replace(/[?#].*$/, ''))
    .split(sep)
    .join('/');
}

/**
 * For the server's build: writes into every definition whose component is written
 * `() => import('./File.tsx')` where that module is, from the project root
 * (`componentModule: 'sections/content/slider/Slider.tsx'`), so the server can name the browser's
 * chunk of it (runtime/server/section-modules.ts).
 */
async function noteComponentModules(
  context: { resolve: (source: string, importer: string) => Promise<{ id: string } | null> },
  code: string,
  id: string,
  root: string,
  { definitions }: SectionModule,
): Promise<StrippedModule | null> {
  const source = new MagicString(code);
  for (const definition of definitions) {
    const component = componentImport(definition);
    const resolved = component && (await context.resolve(component.specifier, id));
    if (!component || !resolved) continue;
    source.appendLeft(
      component.end,
      `, componentModule: ${JSON.stringify(fromRoot(root, resolved.id))}`,
    );
  }
  return source.hasChanged()
    ? {
        code: source.toString(),
        map: source.generateMap({ source: id, hires: 'boundary', includeContent: true }),
      }
    : null;
}

/** Overlapping ranges (a definition nested in a removed property) joined, so each goes once. */
function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Keeps section metadata on the server (decision 0010), the way React Router keeps `loader` and
 * `action` out of client route modules: in the browser's build (and the dev server's browser
 * modules) every `defineSection({ ... })` loses the fields of `SERVER_ONLY_FIELDS` (all but `key`,
 * `component` and `hydrate`). Applies to theme sections too, wherever they live. On the way it:
 *
 * - makes the component of each section that ships with the shell (`bundle: 'shell'`, decision
 *   0019) an entry of the browser's build: the `shell` chunk group takes what entries import, so
 *   its code is in what every page loads, and the manifest names a file whose default export is
 *   the component, as it does for every other section's own chunk;
 * - in the server's build and the dev server's server modules, writes each definition's
 *   `componentModule`, so the server can tell the browser which file holds a section's component
 *   (decision 0023: the browser has no registry).
 *
 * Tests and scripts see the definitions as written.
 */
export function sectionClientPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: SECTION_CLIENT_PLUGIN_NAME,
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    transform: {
      filter: { id: /\.[cm]?[jt]sx?(?:[?#]|$)/, code: 'defineSection' },
      async handler(code, id) {
        const module = sectionModule(code, id);
        if (!module) return null;
        if (this.environment.config.consumer === 'server')
          return noteComponentModules(this, code, id, root, module);
        for (const specifier of shellImportsOf(module)) {
          const resolved = specifier === null ? null : await this.resolve(specifier, id);
          if (resolved) {
            if (building)
              this.emitFile({ type: 'chunk', id: resolved.id, preserveSignature: 'strict' });
          } else
            this.warn(
              specifier === null
                ? "a section says bundle: 'shell' but its component is not written `() => import('./File.tsx')`: it keeps a chunk of its own"
                : `a section says bundle: 'shell' but its component ${specifier} was not found`,
            );
        }
        return strip(code, id, module);
      },
    },
  };
}
