import {
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Any hook that answers an object (e.g. `{ add, pending }`). */
type AnyHook = (...args: never) => object;

/** The hook's signature, for calling it with its own arguments. */
type Signature<Hook extends AnyHook> = (...args: Parameters<Hook>) => ReturnType<Hook>;

/** A hook whose code is loaded on demand, for {@link useOnDemand}. */
export interface OnDemandHook<Hook extends AnyHook> {
  /** Loads the hook once per page; a load that failed is tried again by the next call. */
  load(): Promise<Hook>;
}

/**
 * Declares a hook whose code stays out of the page's JavaScript (DESIGN §6) until a control that
 * uses it is about to be used: `onDemandHook('add to cart', () =>
 * import('../app/use-add-to-cart.ts').then((m) => m.useAddToCart))`. Declare it once, beside the
 * component, never during render.
 */
export function onDemandHook<Hook extends AnyHook>(
  name: string,
  load: () => Promise<Hook>,
): OnDemandHook<Hook> {
  let loading: Promise<Hook> | undefined;
  return {
    load() {
      loading ??= load().catch((error: unknown) => {
        console.error(`[storefront] ${name}: its code could not be loaded`, error);
        loading = undefined; // the next warm-up or click tries again
        throw error;
      });
      return loading;
    },
  };
}

/** What {@link useOnDemand} gives the component. */
export interface OnDemand<Result> {
  /** The hook's answer once its code has loaded; `undefined` before. */
  result: Result | undefined;
  /**
   * An action waits for the code, or for the hook to take it up: show the control as busy, as
   * the hook's own pending state will once it answers.
   */
  waiting: boolean;
  /** Starts loading the code and running the hook: call it on pointerenter and focus. */
  warm: () => void;
  /**
   * Runs `action` with the hook's answer: at once when it is there, else as soon as it is. While
   * an action waits, another is dropped, so any number of clicks before the code arrives act
   * once. The wait lasts until the hook answers anew (e.g. with its pending state) or the promise
   * the action returns settles. If the code cannot be loaded, the action is dropped and the
   * failure logged; the next warm-up or click tries again.
   */
  run: (action: (result: Result) => unknown) => void;
  /** Runs the hook once loaded; render it anywhere in the component (it renders nothing). */
  element: ReactNode;
}

/**
 * Whether two answers of a hook show the same: equal values, functions wherever there were
 * functions. A hook may hand out new functions on every render; only its state is news.
 */
function sameState(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => {
      const was: unknown = a[key as keyof typeof a];
      const is: unknown = b[key as keyof typeof b];
      return typeof was === 'function' ? typeof is === 'function' : Object.is(was, is);
    })
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

interface BridgeProps<Hook extends AnyHook> {
  useHook: Hook;
  args: Parameters<Hook>;
  /** Always the hook's latest answer, for actions (its functions see its latest state). */
  latest: RefObject<ReturnType<Hook> | null>;
  /** Called when what the hook answers shows something new. */
  onResult: (result: ReturnType<Hook>) => void;
}

/** Runs the loaded hook where the component is (same providers) and hands its answer up. */
function Bridge<Hook extends AnyHook>({ useHook, args, latest, onResult }: BridgeProps<Hook>) {
  // a generic `Hook` cannot be called as it is; its own parameters are what it takes
  const result = (useHook as unknown as Signature<Hook>)(...args);
  // before paint, so the control never shows a state the hook has already left
  useLayoutEffect(() => {
    const previous = latest.current;
    latest.current = result;
    if (!previous || !sameState(previous, result)) onResult(result);
  });
  return null;
}

/**
 * Uses a hook whose code loads on demand (an {@link onDemandHook}). The component renders its
 * control from its own state until the code arrives, so the control is server-rendered, focusable
 * and clickable without it; `warm` loads the code (on pointerenter and focus), `run` acts through
 * the hook, after the code has arrived if need be. The hook runs in `element`, a child that
 * renders nothing, so the control keeps its DOM node (and focus) when the code arrives.
 */
export function useOnDemand<Hook extends AnyHook>(
  hook: OnDemandHook<Hook>,
  ...args: Parameters<Hook>
): OnDemand<ReturnType<Hook>> {
  type Result = ReturnType<Hook>;
  const [loaded, setLoaded] = useState<{ useHook: Hook }>();
  const [result, setResult] = useState<Result>();
  const [waiting, setWaiting] = useState(false);
  /** The hook's latest answer, which actions are run with. */
  const latest = useRef<Result | null>(null);
  /** The action to run once the hook answers. */
  const queued = useRef<((result: Result) => unknown) | null>(null);
  /** The answer a queued action ran with: the wait lasts until the hook answers anew. */
  const ranWith = useRef<Result | null>(null);

  const warm = useCallback(() => {
    hook.load().then(
      (useHook) => setLoaded((current) => current ?? { useHook }),
      () => {
        // logged by the loader; a click that waited for the code is dropped
        queued.current = null;
        setWaiting(false);
      },
    );
  }, [hook]);

  const run = (action: (result: Result) => unknown) => {
    if (waiting || queued.current) return;
    if (latest.current) {
      void action(latest.current);
      return;
    }
    queued.current = action;
    setWaiting(true);
    warm();
  };

  useLayoutEffect(() => {
    if (!result) return;
    if (ranWith.current && ranWith.current !== result) {
      // the hook has taken the action up: its own pending state shows from here
      ranWith.current = null;
      setWaiting(false);
    }
    const action = queued.current;
    if (!action || !latest.current) return;
    queued.current = null;
    ranWith.current = result;
    const outcome = action(latest.current);
    if (isThenable(outcome)) {
      const settled = () => {
        if (ranWith.current !== result) return;
        ranWith.current = null;
        setWaiting(false);
      };
      outcome.then(settled, settled);
    }
  }, [result]);

  return {
    result,
    waiting,
    warm,
    run,
    element: loaded ? (
      <Bridge useHook={loaded.useHook} args={args} latest={latest} onResult={setResult} />
    ) : null,
  };
}
