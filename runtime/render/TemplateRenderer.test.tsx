import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, defineSection } from '../../registry/index.ts';
import { normalizeTemplate } from '../../schemas/normalize-template.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import {
  SectionError,
  SectionPlaceholder,
  TemplateProblems,
} from '../preview/overlays/SectionPlaceholder.tsx';
import { RenderModeProvider } from './render-mode.tsx';
import { resolveTemplate } from './resolve-template.ts';
import { TemplateRenderer } from './TemplateRenderer.tsx';

const textSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    tone: { type: 'string', enum: ['calm', 'loud'], default: 'calm' },
  },
  required: ['text'],
  additionalProperties: false,
} as const;
const emptySchema = { type: 'object', properties: {}, additionalProperties: false } as const;

const textSection = defineSection({
  key: 'text',
  title: 'Text',
  group: 'test',
  schema: textSchema,
  component: async () => ({
    default: ({ text, tone }: { text: string; tone: string }) => <p data-tone={tone}>{text}</p>,
  }),
});

const brokenSection = defineSection({
  key: 'broken',
  title: 'Broken',
  group: 'test',
  schema: emptySchema,
  component: async () => ({
    default: () => {
      throw new Error('Cannot read the price');
    },
  }),
});

function DataSection() {
  const query = useQuery({
    queryKey: ['failing'],
    queryFn: () => Promise.reject(new Error('offline')),
    retry: false,
  });
  if (query.isError) return <p role="status">Products are unavailable right now.</p>;
  return <p>Loading products…</p>;
}
const dataSection = defineSection({
  key: 'data',
  title: 'Data',
  group: 'test',
  schema: emptySchema,
  component: async () => ({ default: DataSection }),
});

const registry = createRegistry([textSection, brokenSection, dataSection]);
const validator = createSectionValidator({ sanitizeHtml: (html) => html });

function page(componentData: unknown[]) {
  return {
    schema_version: 1,
    page_type: 'page',
    page: { id: 1, slug: 'test', title: 'Test' },
    template: {
      id: 'default',
      header: [{ key: 'text', id: 'h', props: { text: 'Header text' } }],
      footer: [],
    },
    component_data: componentData,
  };
}

function renderPage(componentData: unknown[], mode: 'production' | 'preview') {
  const warn = vi.fn();
  const template = resolveTemplate(normalizeTemplate(page(componentData)), {
    registry,
    validate: (definition, props) => validator.validate(definition.schema, props),
    warn,
  });
  const queryClient = new QueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RenderModeProvider
        value={
          mode === 'preview'
            ? { mode, SectionPlaceholder, SectionError, TemplateProblems }
            : { mode }
        }
      >
        <TemplateRenderer template={template} registry={registry} />
      </RenderModeProvider>
    </QueryClientProvider>,
  );
  return { ...view, warn, template };
}

const good = { key: 'text', id: 'good', props: { text: 'Still here' } };

afterEach(() => vi.restoreAllMocks());

describe.each(['production', 'preview'] as const)('TemplateRenderer in %s', (mode) => {
  it('renders header, main and valid sections with schema defaults applied', async () => {
    const { container } = renderPage([good], mode);
    expect(await screen.findByText('Still here')).toHaveAttribute('data-tone', 'calm');
    expect(screen.getByText('Header text')).toBeInTheDocument();
    const wrapper = container.querySelector('[data-section-id="good"]');
    expect(wrapper).toHaveAttribute('data-section-key', 'text');
    expect(wrapper?.closest('main')).not.toBeNull();
  });

  it('handles an unknown key', async () => {
    const { warn } = renderPage([{ key: 'mystery', id: 'm', props: {} }, good], mode);
    await screen.findByText('Still here');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown section key "mystery"'));
    if (mode === 'production') {
      expect(screen.queryByText(/mystery/)).toBeNull();
    } else {
      expect(screen.getByText('Unknown section “mystery”')).toBeInTheDocument();
    }
  });

  it('handles invalid props', async () => {
    const { warn } = renderPage(
      [{ key: 'text', id: 'bad', props: { text: 3, extra: true } }, good],
      mode,
    );
    await screen.findByText('Still here');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('/text must be string');
    expect(warn.mock.calls[0]?.[0]).toContain('/extra is not a known property');
    if (mode === 'production') {
      expect(screen.queryByText(/invalid settings/)).toBeNull();
    } else {
      expect(screen.getByText('Section “text” has invalid settings')).toBeInTheDocument();
      expect(screen.getByText('/text')).toBeInTheDocument();
      expect(screen.getByText('/extra')).toBeInTheDocument();
    }
  });

  it('handles a section without key', async () => {
    const { warn } = renderPage([{ id: 'nokey', props: {} }, good], mode);
    await screen.findByText('Still here');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/component_data\[0\] is malformed/));
    expect(screen.queryByText(/\(no key\)/) !== null).toBe(mode === 'preview');
  });

  it('handles a component that throws without affecting its siblings', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage([{ key: 'broken', id: 'b', props: {} }, good], mode);
    await screen.findByText('Still here');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    if (mode === 'production') {
      expect(screen.queryByText(/Cannot read the price/)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent('Cannot read the price');
    }
  });

  it('lists the template’s problems above its sections in preview only', async () => {
    // component_data as a string that is not JSON: the page has no sections, and says why
    renderPage('not json' as unknown as unknown[], mode);
    const problems = screen.queryByRole('note');
    if (mode === 'production') expect(problems).toBeNull();
    else {
      expect(problems).toHaveTextContent('This template has problems');
      expect(problems).toHaveTextContent('component_data is a string that is not JSON');
    }
  });

  it('lets a section whose data fails show its own error state', async () => {
    renderPage([{ key: 'data', id: 'd', props: {} }, good], mode);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Products are unavailable right now.',
    );
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });
});

describe('hidden sections', () => {
  it('are kept in the template but never rendered', async () => {
    renderPage(
      [{ ...good, id: 'hidden', hidden: true, props: { text: 'Hidden' } }, good],
      'production',
    );
    await screen.findByText('Still here');
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});
