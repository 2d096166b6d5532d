import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  type Ref,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { productPath } from '../../../runtime/routing/product-path.ts';
import type { SearchSuggestions } from '../../../schemas/api/catalogue-search.ts';
import { styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { Price } from '../../../themes/ui/Price.tsx';
import { searchPath } from './search-path.ts';
import {
  SUGGESTIONS_DEBOUNCE_MS,
  searchable,
  suggestionsApi,
  suggestionsQuery,
} from './suggestions-query.ts';

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

/**
 * `value` once it has stopped changing for `delay` ms, counted from `changedAt()` (the time of its
 * last change, which may be before this hook mounted); `flush` adopts a value at once.
 */
function useDebounced(
  value: string,
  delay: number,
  changedAt: () => number,
): [string, (now: string) => void] {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const wait = Math.max(0, delay - (Date.now() - changedAt()));
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, delay, changedAt]);
  return [settled, setSettled];
}

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

/** What the combobox asks of the search box's input (its ARIA state) and live region. */
export interface ComboboxView {
  /** `aria-expanded`: suggestions are showing. */
  expanded: boolean;
  /** `aria-controls`: the id of the suggestion list; `undefined` until the list exists. */
  controls: string | undefined;
  /** `aria-activedescendant`: the id of the suggestion chosen with the arrow keys. */
  activeId: string | undefined;
  /** What the live region announces. */
  status: string;
}

/** What the search box forwards to the combobox: its input's events. */
export interface ComboboxHandle {
  /** The input got focus or text: show suggestions for the text. */
  open(): void;
  /** Focus left the search box. */
  close(): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** The form was submitted (Enter): opens the active suggestion or the results page. */
  submit(): void;
}

export interface MiniSearchComboboxProps {
  ref?: Ref<ComboboxHandle>;
  /** The text of the search box, which owns it. */
  text: string;
  /** Replaces the text (Escape clears it, choosing a suggestion empties the box). */
  onTextChange: (text: string) => void;
  /** When the text last changed (`Date.now()`); the debounce counts from there. */
  changedAt: () => number;
  /** The search box's input: a focused one shows suggestions as soon as they load. */
  input: RefObject<HTMLInputElement | null>;
  /** Prefix of the ids of the list and its options. */
  baseId: string;
  /** The search box's name, which names the list. */
  label: string;
  /** Client the suggestions are fetched with. @default the silent {@link suggestionsApi} */
  api?: ApiClient | undefined;
  /** Called when what the input and live region show changes. */
  onViewChange: (view: ComboboxView) => void;
}

/**
 * The interactive part of the mini-search, loaded when the shopper first turns
 * to the search box: suggestions of products and categories while typing (`GET /api/search/search`,
 * 300 ms after the last keystroke, a stale request aborted), in the ARIA combobox pattern. Arrow
 * keys move through the suggestions, Enter opens the active one or the results page `/search?q=`,
 * Escape closes the list (and, with it closed, clears the text). It renders the list; the search
 * box keeps the input, and with it the text, focus and caret, and shows `onViewChange`'s state.
 */
export default function MiniSearchCombobox({
  ref,
  text,
  onTextChange,
  changedAt,
  input,
  baseId,
  label,
  api = suggestionsApi,
  onViewChange,
}: MiniSearchComboboxProps) {
  const navigate = useNavigate();
  const listId = `${baseId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [settled, flush] = useDebounced(text, SUGGESTIONS_DEBOUNCE_MS, changedAt);

  const suggestions = useQuery({
    ...suggestionsQuery(api, settled),
    placeholderData: keepPreviousData,
  });
  const data = searchable(settled) && searchable(text) ? suggestions.data : undefined;
  const choices = useMemo(() => choicesOf(data, settled, baseId), [data, settled, baseId]);
  const expanded = open && choices.length > 0;
  const noMatches = open && data !== undefined && data.total === 0 && choices.length === 0;
  const activeChoice = expanded ? choices[active] : undefined;
  const status = expanded
    ? `${choices.length} suggestions, use the arrow keys to choose`
    : noMatches
      ? `No products match ${settled.trim()}`
      : '';

  // a shopper who focused or typed before this code arrived sees suggestions for their text
  useLayoutEffect(() => {
    if (input.current && input.current === input.current.ownerDocument.activeElement) {
      setOpen(true);
    }
  }, [input]);

  // a new list starts with nothing active
  useEffect(() => {
    void choices;
    setActive(-1);
  }, [choices]);

  useLayoutEffect(() => {
    onViewChange({ expanded, controls: listId, activeId: activeChoice?.id, status });
  }, [onViewChange, expanded, listId, activeChoice?.id, status]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    // an emptied box leaves no suggestion request pending behind the navigation
    onTextChange('');
    flush('');
    navigate(href);
  };

  useImperativeHandle(ref, () => ({
    open: () => setOpen(true),
    close,
    submit() {
      if (activeChoice) go(activeChoice.href);
      else if (text.trim()) go(searchPath(text));
    },
    keyDown(event) {
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
          else onTextChange('');
          return;
        default:
          // Home and End move the caret in the text, as in any text box
          return;
      }
    },
  }));

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
  );
}
