import { type ComponentType, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { Icon, styled, VisuallyHidden } from '../../../themes/index.ts';
import type {
  ComboboxHandle,
  ComboboxView,
  MiniSearchComboboxProps,
} from './MiniSearchCombobox.tsx';
import { searchPath } from './search-path.ts';

type Combobox = ComponentType<MiniSearchComboboxProps>;
let loading: Promise<Combobox> | undefined;

/**
 * Loads the suggestions, keyboard and list once per page; a load that failed is tried again by
 * the next call. Not `React.lazy`: a lazy part still loading can hold back the router's
 * navigations (transitions) that render it.
 */
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./MiniSearchCombobox.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What the input shows while the suggestions are not loaded: a closed combobox. */
const CLOSED: ComboboxView = {
  expanded: false,
  controls: undefined,
  activeId: undefined,
  status: '',
};

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

export interface MiniSearchProps {
  /** Accessible name and placeholder of the input. @default 'Search products' */
  label?: string;
  /** Client the suggestions are fetched with. @default the silent `suggestionsApi` */
  api?: ApiClient;
  /** The id of its outermost element, when it is a part loaded on intent (decision 0017). */
  anchor?: string | undefined;
}

/**
 * The header search: a search form that submits to the results page
 * `/search?q=` (without JavaScript too), and a combobox that suggests products and categories
 * while typing. Only the form is in the page's JavaScript (DESIGN §6): the suggestions, keyboard
 * and list (`MiniSearchCombobox`) load when the shopper points at, touches, focuses or types in
 * the box. The form keeps the input, so nothing typed meanwhile is lost, focus and caret stay
 * where they are, and Enter before the code arrives still opens the results.
 */
export function MiniSearch({ label = 'Search products', api, anchor }: MiniSearchProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useRef<ComboboxHandle>(null);
  const changed = useRef(0);
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<{ Combobox: Combobox }>();
  const [view, setView] = useState(CLOSED);
  const changedAt = useCallback(() => changed.current, []);

  // the first sign that the shopper is turning to the box loads the rest of it
  const want = useCallback(() => {
    void loadCombobox().then(
      (Combobox) => setLoaded((current) => current ?? { Combobox }),
      (error: unknown) => {
        // the box stays the plain search form, which still submits
        console.error('[mini-search] the suggestions could not be loaded', error);
      },
    );
  }, []);

  // What the shopper typed before the page's script took the box over is theirs: React would
  // reset the input to the server's empty value. Text or focus by then means they are searching.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) setText(input.value);
    if (input.value || input === input.ownerDocument.activeElement) want();
  }, [want]);

  const wantOnce = () => {
    if (!loaded) want();
  };

  return (
    <Root
      ref={rootRef}
      id={anchor}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          combobox.current?.close();
        }
      }}
    >
      <Field
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          if (combobox.current) combobox.current.submit();
          else if (text.trim()) {
            setText('');
            navigate(searchPath(text));
          }
        }}
      >
        <input
          ref={inputRef}
          type="search"
          name="q"
          role="combobox"
          aria-label={label}
          placeholder={label}
          autoComplete="off"
          maxLength={200}
          aria-autocomplete="list"
          aria-expanded={view.expanded}
          aria-controls={view.controls}
          aria-activedescendant={view.activeId}
          value={text}
          onChange={(event) => {
            changed.current = Date.now();
            setText(event.currentTarget.value);
            wantOnce();
            combobox.current?.open();
          }}
          onFocus={() => {
            wantOnce();
            combobox.current?.open();
          }}
          onPointerEnter={wantOnce}
          onTouchStart={wantOnce}
          onKeyDown={(event) => {
            if (combobox.current) combobox.current.keyDown(event);
            else if (event.key === 'Escape') {
              // as the combobox does with its list closed
              event.preventDefault();
              setText('');
            }
          }}
        />
        <button type="submit" aria-label="Search">
          <Icon name="search" size={20} />
        </button>
      </Field>
      <VisuallyHidden role="status">{view.status}</VisuallyHidden>
      {loaded && (
        <loaded.Combobox
          ref={combobox}
          text={text}
          onTextChange={setText}
          changedAt={changedAt}
          input={inputRef}
          baseId={baseId}
          label={label}
          api={api}
          onViewChange={setView}
        />
      )}
    </Root>
  );
}
