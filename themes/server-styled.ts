import { type ComponentType, createElement, Fragment, type ReactNode } from 'react';

/** Where stitches keeps a styled component's element type and the styles composed into it. */
const INTERNAL = Symbol.for('sxs.internal');

/** A composed style as stitches keeps it: its class, its rules, then its variants. */
type Composer = readonly [
  className: string,
  style: object,
  variants: readonly unknown[],
  compoundVariants: readonly unknown[],
  ...rest: unknown[],
];

interface Internal {
  type: string | ComponentType<Record<string, unknown>>;
  composers: Set<Composer>;
}

/** What calling a stitches CSS component gives: the classes and, for a component type, the rule injector. */
interface Drawn {
  className: string;
  deferredInjector: ComponentType | null;
}

type AnyStyled = ComponentType<Props> & Record<PropertyKey, unknown>;
type Factory = (...styles: unknown[]) => AnyStyled;
type CssFactory = (...styles: unknown[]) => (props?: object) => Drawn;

type Props = Record<string, unknown> & { className?: string; children?: ReactNode };

/** The classes stitches gives an element: the style's own, then the element's, each once. */
function withClasses(own: string, given: unknown): string {
  const extra = String(given ?? '').trim();
  if (!extra) return own;
  const classes = new Set(own.split(' '));
  for (const name of extra.split(/\s+/)) classes.add(name);
  return [...classes].join(' ');
}

/** How many choices of variants one style keeps the classes of; beyond, stitches works them out. */
const KEPT_CHOICES = 32;

/**
 * Stitches' `styled` for the server. A style always draws the same classes for the same choice of
 * variants, yet stitches works them out again at every render: it copies the props, walks the
 * composed styles and their variants, builds a set of classes, and wraps a styled component type
 * (a `Link`) in a fragment with a rule injector. Home draws about 280 styled elements per render.
 *
 * This one asks stitches once per choice of variants, at the first render with it, for its
 * classes (which also puts their rules in the sheet when and where stitches' own render would),
 * and then draws the element (or the one `as` names) with them, without the variants' props, as
 * stitches does. An element given `css` is stitches' own. The markup is the same:
 * `themes/server-styled.node.test.ts` draws each kind with both. The browser keeps stitches'
 * `styled` (what it would gain there is not worth bytes on every page).
 */
export function serverStyled<S>(stitchesStyled: S, stitchesCss: unknown): S {
  const styled = stitchesStyled as Factory;
  const css = stitchesCss as CssFactory;
  const fast = (...styles: unknown[]) => {
    const Styled = styled(...styles);
    const { type, composers } = Styled[INTERNAL] as Internal;
    // the variants' props: stitches reads them as choices of style, not as attributes
    const variants = new Set<string>();
    for (const [, , choices] of composers) {
      for (const [choice] of choices as readonly [Record<string, string>][]) {
        for (const name in choice) variants.add(name);
      }
    }
    const cssComponent = css(...styles);
    const kept = new Map<string, string>();
    // biome-ignore lint/correctness/noComponentHookFactories: like stitches' own, one component per style, made once as the module defining the style loads
    function ServerStyled(props: Props) {
      if (props.css !== undefined) return createElement(Styled, props);
      // the element's props, and the choice of variants among them (none, for most styles)
      let element: Props;
      const choice: Props = {};
      let key = '';
      if (variants.size === 0) element = { ...props };
      else {
        element = {};
        for (const name in props) {
          const value = props[name];
          if (!variants.has(name)) element[name] = value;
          else {
            choice[name] = value;
            key += `${name}=${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)};`;
          }
        }
      }
      // `as` draws another element with the same classes (a heading's level), as in stitches
      const drawnAs = (props.as as Internal['type'] | undefined) ?? type;
      if ('as' in element) delete element.as;
      let own = kept.get(key);
      let injector: ComponentType | null = null;
      if (own === undefined) {
        if (kept.size >= KEPT_CHOICES) return createElement(Styled, props);
        const drawn = cssComponent(choice);
        own = drawn.className;
        kept.set(key, own);
        injector = drawn.deferredInjector;
      }
      element.className = withClasses(own, props.className);
      const drawnElement = createElement(drawnAs, element);
      // the first time, as stitches does: a style on a component goes into the sheet after the
      // styles drawn inside it, so that it wins where both class one element
      return injector
        ? createElement(Fragment, null, drawnElement, createElement(injector))
        : drawnElement;
    }
    // what other styles read of it: its selector (`${Card}:hover &`), its class, and its
    // composers, so a style built on it (`styled(ServerStyled, …)`) composes as on stitches' own
    return Object.assign(ServerStyled, {
      [INTERNAL]: Styled[INTERNAL],
      className: Styled.className,
      selector: Styled.selector,
      toString: Styled.toString,
      displayName: Styled.displayName,
    });
  };
  return fast as S;
}
