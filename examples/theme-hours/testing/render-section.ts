import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { registry } from '../../../runtime/storefront/registry.ts';

/**
 * The server HTML of the section `key` of the shop's registry with `props`, in a router: loaded by
 * theme.node.test.ts through Vite, so the section, React and the router are the build's modules.
 */
export async function renderSection(key: string, props: object): Promise<string> {
  const definition = registry.resolve(key);
  if (!definition) throw new Error(`The registry has no section "${key}".`);
  const { default: Component } = await definition.component();
  return renderToString(createElement(MemoryRouter, null, createElement(Component, props)));
}
