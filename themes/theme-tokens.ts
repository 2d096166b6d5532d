import { globalCss } from './stitches.config.ts';

/** Token overrides by scale and name, as a theme's `storefront.config.ts` gives them. */
export type TokenOverrides = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

const NAME = /^[A-Za-z0-9_-]+$/;
// a value that could end its declaration or rule is refused, not escaped: tokens are code
const UNSAFE_VALUE = /[;{}<>\\]|\/\*/;

/**
 * The CSS variables of a theme's tokens, named as stitches names its own (`--sf-radii-md`), so
 * every `$md` radius in every section follows them. Throws, naming the token, for a name or value
 * that is not plain CSS.
 */
export function tokenVariables(tokens: TokenOverrides): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [scale, values] of Object.entries(tokens)) {
    for (const [name, value] of Object.entries(values ?? {})) {
      if (!NAME.test(scale) || !NAME.test(name) || UNSAFE_VALUE.test(value)) {
        throw new Error(
          `Theme token ${scale}.${name} = ${JSON.stringify(value)} is not plain CSS.`,
        );
      }
      variables[`--sf-${scale}-${name}`] = value;
    }
  }
  return variables;
}

/**
 * A theme's tokens over the defaults of stitches.config.ts, as global styles to call where the
 * page's global styles are called: `:root` variables, which stitches writes after its theme's own.
 * Writes nothing for no tokens.
 */
export function themeTokenStyles(tokens: TokenOverrides): () => void {
  const variables = tokenVariables(tokens);
  if (Object.keys(variables).length === 0) return () => {};
  const styles = globalCss({ ':root': variables });
  return () => {
    styles();
  };
}
