import { createStitches, defaultThemeMap } from '@stitches/react';
import { type ComponentType, createElement, createRef, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverStyled } from './server-styled.ts';
import { styled as storeStyled } from './stitches.config.ts';

/** A styled component, as these tests use it. */
interface LooseComponent {
  (props: Record<string, unknown>): unknown;
  className: string;
}
type LooseStyled = (type: unknown, ...styles: object[]) => LooseComponent;

/**
 * Two stitches alike: one draws with its own `styled`, the other with the server's. (Stitches
 * hands out one instance per configuration, and empties its sheet when asked again: the second
 * differs by a property no style uses.)
 */
let made = 0;
function pair() {
  const media = { md: '(min-width: 768px)' };
  made += 1;
  const own = createStitches({
    prefix: 't',
    media,
    themeMap: { ...defaultThemeMap, [`own${made}`]: 'space' },
  });
  const other = createStitches({
    prefix: 't',
    media,
    themeMap: { ...defaultThemeMap, [`other${made}`]: 'space' },
  });
  expect(other).not.toBe(own);
  // loosely typed: stitches' own types for each style below cost the type checker minutes
  return {
    own,
    other,
    ownStyled: own.styled as unknown as LooseStyled,
    server: serverStyled(other.styled, other.css) as unknown as LooseStyled,
  };
}

function Anchor({
  href,
  children,
  className,
}: {
  href: string;
  children?: ReactNode;
  className?: string;
}) {
  return createElement('a', { href, className }, children);
}

/** A component drawing another: `inner`, given the rest of its props. */
function Drawing({ inner, ...props }: { inner: ComponentType<Record<string, unknown>> }) {
  return createElement(inner, props);
}

type Any = ComponentType<Record<string, unknown>>;
const draw = (component: unknown, props: Record<string, unknown> = {}) =>
  renderToString(createElement(component as Any, props, 'text'));

describe('the server’s styled draws what stitches draws', () => {
  it('is the store’s styled on the server', () => {
    const { own } = pair();
    expect(storeStyled).not.toBe(own.styled);
    // stitches' own components are forwardRef objects; the server's are plain functions
    expect(typeof storeStyled('div', { color: 'red' })).toBe('function');
  });

  it('draws the same markup and the same CSS for every kind of style', () => {
    const { own, other, ownStyled, server } = pair();
    const definitions = (styled: LooseStyled) => {
      const Box = styled('div', { padding: '4px', '@md': { padding: '8px' } });
      const Card = styled(Box, { borderRadius: '4px', '&:hover': { color: 'red' } });
      const Link = styled(Anchor, { color: 'blue' });
      const Button = styled('button', {
        variants: { size: { sm: { fontSize: '12px' }, lg: { fontSize: '18px' } } },
        defaultVariants: { size: 'sm' },
      });
      const Wide = styled(Button, { width: '100%' });
      const Title = styled('h2', { [`${Box}:hover &`]: { textDecoration: 'underline' } });
      const Price = styled('span', {
        variants: {
          sale: { true: { color: 'red' } },
          tone: { quiet: { opacity: 0.6 }, undefined: { opacity: 1 } },
        },
        compoundVariants: [{ sale: true, tone: 'quiet', css: { fontWeight: 700 } }],
      });
      const NavItem = styled(Anchor, {
        variants: { current: { true: { fontWeight: 700 }, false: { fontWeight: 400 } } },
      });
      return { Box, Card, Link, Button, Wide, Title, Price, NavItem };
    };
    const a = definitions(ownStyled);
    const b = definitions(server);
    const cases: [keyof typeof a, Record<string, unknown>][] = [
      ['Box', {}],
      ['Box', { className: 'extra  more ', id: 'x', 'aria-label': 'Box' }],
      ['Card', {}],
      ['Card', { className: `${a.Card.className} extra` }],
      ['Link', { href: '/products/tee' }],
      ['Link', { href: '/', className: 'nav' }],
      ['Button', { size: 'lg' }],
      ['Button', {}],
      ['Wide', { size: 'lg', type: 'submit' }],
      ['Title', {}],
      ['Box', { as: 'section' }],
      ['Card', { as: 'article', className: 'x' }],
      ['Link', { as: 'span', href: '/x' }],
      ['Button', { as: 'a', size: 'lg', href: '/x' }],
      ['Box', { css: { margin: 0 } }],
      ['Button', { size: { '@initial': 'sm', '@md': 'lg' } }],
      ['Button', { size: undefined, className: 'x' }],
      ['Button', { size: 'huge' }],
      ['Price', { sale: true }],
      ['Price', { sale: false, tone: 'quiet' }],
      ['Price', { sale: true, tone: 'quiet', 'data-price': 5 }],
      ['Price', { tone: undefined }],
      ['Price', {}],
      ['NavItem', { href: '/a', current: true }],
      ['NavItem', { href: '/b', current: false, className: 'menu' }],
      ['Wide', { size: 'lg', type: 'submit' }],
    ];
    for (const [name, props] of cases) {
      expect(draw(b[name], props), `${name} ${JSON.stringify(props)}`).toBe(draw(a[name], props));
    }
    expect(other.getCssText()).toBe(own.getCssText());
    expect(String(b.Card)).toBe(String(a.Card));
    expect(b.Card.className).toBe(a.Card.className);
  });

  it('puts a style on a component after the styles drawn inside it, as stitches does', () => {
    // a component's own styled element and a style given to the component both class one element:
    // the style given must come later in the sheet to win
    const { own, other, ownStyled, server } = pair();
    const sheets = [ownStyled, server].map((styled) => {
      const Inner = styled('button', { width: 'auto', color: 'black' });
      const Wide = styled(Drawing, { width: '100%' });
      return draw(Wide, { inner: Inner, type: 'button' });
    });
    expect(sheets[1]).toBe(sheets[0]);
    expect(other.getCssText()).toBe(own.getCssText());
    expect(own.getCssText().indexOf('width:100%')).toBeGreaterThan(
      own.getCssText().indexOf('width:auto'),
    );
  });

  it('still draws as stitches does past the choices it keeps', () => {
    const { own, other, ownStyled, server } = pair();
    const [a, b] = [ownStyled, server].map((styled) =>
      styled('p', { variants: { width: { narrow: { maxWidth: '40ch' } } } }),
    );
    for (let n = 0; n < 40; n++) {
      const props = { width: n % 2 ? 'narrow' : `w${n}`, id: `p${n}` };
      expect(draw(b, props)).toBe(draw(a, props));
    }
    expect(other.getCssText()).toBe(own.getCssText());
  });

  it('draws no attribute for a ref given to it', () => {
    const { server } = pair();
    const Box = server('div', { padding: '4px' });
    const ref = createRef<HTMLDivElement>();
    // on the server a ref is never attached; React takes it from the props, so it is not drawn
    expect(draw(Box, { ref })).toBe(draw(Box, {}));
  });
});
