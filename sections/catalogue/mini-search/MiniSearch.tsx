import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { SearchSuggestions } from '../../../schemas/api/catalogue.ts';
import { Icon, Image, Price, styled, VisuallyHidden } from '../../../themes/index.ts';
import { productPath } from '../product-card/product-path.ts';
import {
  SUGGESTIONS_DEBOUNCE_MS,
  searchable,
  suggestionsApi,
  suggestionsQuery,
} from './suggestions-query.ts';

/** Path of the search results page for `text`. */
export function searchPath(text: string): string {
  return `/search?q=${encodeURIComponent(text.trim())}`;
}

/** One choice of the suggestion list. */
interface Choice {
  id: string;
  href: string;
  group: 'products' | 'categories' | 'all';
}

/** The choices of `suggestions` in list order: products, categories, then 'See all results'. */
function choicesOf(
  suggestions: SearchSuggestions | undefined,
  text: string,
  baseId: string,
): Choice[] {
  if (!suggestions) return [];
  const choices: Choice[] = [
    ...suggestions.products.map((product) => ({
      id: `${baseId}-p${product.id}`,
      href: productPath(product.slug),
      group: 'products' as const,
    })),
    ...suggestions.categories.map((category) => ({
      id: `${baseId}-c${category.id}`,
      href: `/product-category/${encodeURIComponent(category.slug)}`,
      group: 'categories' as const,
    })),
  ];
  if (suggestions.total > 0)
    choices.push({ id: `${baseId}-all`, href: searchPath(text), group: 'all' });
  return choices;
}

/** `value` once it has stopped changing for `delay` ms; `flush` adopts a value at once. */
function useDebounced(value: string, delay: number): [string, (now: string) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [settled, setSettled];
}

const Root = styled('div', { position: 'relative', width: '100%' });

const Field = styled('form', {
  position: 'relative',
  '& input': {
    width: '100%',
    minHeight: '40px',
    paddingBlock: '$2',
    paddingInlineStart: '$3',
    paddingInlineEnd: '44px',
    border: '1px solid $border',
    borderRadius: '$pill',
    backgroundColor: '$background',
    color: '$text',
    font: 'inherit',
  },
  '& input::-webkit-search-cancel-button': { display: 'none' },
  '& button': {
    position: 'absolute',
    insetInlineEnd: 0,
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '40px',
    padding: 0,
    border: 0,
    borderRadius: '$pill',
    backgroundColor: 'transparent',
    color: '$text',
    cursor: 'pointer',
  },
  '& button:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

const Popup = styled('div', {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInline: 0,
  zIndex: '$floating',
  minWidth: '280px',
  maxHeight: 'min(70vh, 480px)',
  overflowY: 'auto',
  padding: '$2',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  boxShadow: '$raised',
});

const GroupTitle = styled('div', {
  padding: '$1 $2',
  color: '$muted',
  fontSize: '$xs',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

const Option = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '40px',
  padding: '$1 $2',
  borderRadius: '$sm',
  cursor: 'pointer',
  listStyle: 'none',
  '& img': { flexShrink: 0, borderRadius: '$sm', objectFit: 'cover' },
  '&[aria-selected="true"]': { backgroundColor: '$surface', outline: '2px solid $focus' },
  '&:hover': { backgroundColor: '$surface' },
});

const Name = styled('span', { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
const Message = styled('p', { margin: 0, padding: '$2', color: '$muted', fontSize: '$sm' });
const List = styled('ul', { margin: 0, padding: 0 });

export interface MiniSearchProps {
  /** Accessible name and placeholder of the input. @default 'Search products' */
  label?: string;
  /** Client the suggestions are fetched with. @default the silent {@link suggestionsApi} */
  api?: ApiClient;
}

/**
 * The header search (issue 5 "Search"): suggestions of products and categories while typing
 * (`GET /api/search/search`, 300 ms after the last keystroke, a stale request aborted), in the
 * ARIA combobox pattern. Arrow keys move through the suggestions, Enter opens the active one or
 * the results page `/search?q=`, Escape closes the list (and, with it closed, clears the text).
 * Without JavaScript the form still submits to the results page.
 */
export function MiniSearch({ label = 'Search products', api = suggestionsApi }: MiniSearchProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [settled, flush] = useDebounced(text, SUGGESTIONS_DEBOUNCE_MS);

  const suggestions = useQuery({
    ...suggestionsQuery(api, settled),
    placeholderData: keepPreviousData,
  });
  const data = searchable(settled) && searchable(text) ? suggestions.data : undefined;
  const choices = useMemo(() => choicesOf(data, settled, baseId), [data, settled, baseId]);
  const expanded = open && choices.length > 0;
  const noMatches = open && data !== undefined && data.total === 0 && choices.length === 0;
  const activeChoice = expanded ? choices[active] : undefined;

  // a new list starts with nothing active
  useEffect(() => {
    void choices;
    setActive(-1);
  }, [choices]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    // an emptied box leaves no suggestion request pending behind the navigation
    setText('');
    flush('');
    navigate(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeChoice) go(activeChoice.href);
    else if (text.trim()) go(searchPath(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (choices.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current === -1) return step === 1 ? 0 : choices.length - 1;
          return (current + step + choices.length) % choices.length;
        });
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded || open) close();
        else setText('');
        return;
      case 'Home':
      case 'End':
        // the keys move the caret in the text, as in any text box
        return;
      default:
        return;
    }
  };

  const groups: { key: Choice['group']; title: string }[] = [
    { key: 'products', title: 'Products' },
    { key: 'categories', title: 'Categories' },
    { key: 'all', title: '' },
  ];

  const optionContent = (choice: Choice) => {
    if (choice.group === 'products') {
      const product = data?.products.find((item) => choice.id === `${baseId}-p${item.id}`);
      if (!product) return null;
      return (
        <>
          {product.image ? (
            <Image src={product.image.src} alt="" width={40} height={40} />
          ) : (
            <span style={{ width: 40, height: 40 }} />
          )}
          <Name>
            <span>{product.name}</span>
            <Price amount={product.selling_price} listPrice={product.mrp} />
          </Name>
        </>
      );
    }
    if (choice.group === 'categories') {
      const category = data?.categories.find((item) => choice.id === `${baseId}-c${item.id}`);
      return category ? <span>{category.name}</span> : null;
    }
    return (
      <strong>
        See all {data?.total} results for “{settled.trim()}”
      </strong>
    );
  };

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Field role="search" action="/search" method="get" onSubmit={onSubmit}>
        <input
          type="search"
          name="q"
          role="combobox"
          aria-label={label}
          placeholder={label}
          autoComplete="off"
          maxLength={200}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeChoice?.id}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" aria-label="Search">
          <Icon name="search" size={20} />
        </button>
      </Field>
      <VisuallyHidden role="status">
        {expanded ? `${choices.length} suggestions, use the arrow keys to choose` : ''}
        {noMatches ? `No products match ${settled.trim()}` : ''}
      </VisuallyHidden>
      <Popup hidden={!expanded && !noMatches}>
        {noMatches && <Message>No products match “{settled.trim()}”.</Message>}
        <List id={listId} role="listbox" aria-label={`Suggestions for ${label.toLowerCase()}`}>
          {expanded &&
            groups.map(({ key, title }) => {
              const members = choices.filter((choice) => choice.group === key);
              if (members.length === 0) return null;
              return (
                <li key={key} role="presentation">
                  {title && (
                    <GroupTitle id={`${baseId}-${key}`} aria-hidden="true">
                      {title}
                    </GroupTitle>
                  )}
                  <List role="group" aria-label={title || 'All results'}>
                    {members.map((choice) => (
                      <Option
                        key={choice.id}
                        id={choice.id}
                        role="option"
                        aria-selected={choice === activeChoice}
                        // keep focus in the input; the click below chooses
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => go(choice.href)}
                      >
                        {optionContent(choice)}
                      </Option>
                    ))}
                  </List>
                </li>
              );
            })}
        </List>
      </Popup>
    </Root>
  );
}
