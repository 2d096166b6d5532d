/**
 * Watches server-rendered sections that hydrate when needed (decision 0011): a section is needed
 * once it comes within `NEAR_VIEWPORT` of the viewport (unless it hydrates on intent only), or the
 * shopper points at, touches or tabs into it. A click inside one before it has hydrated is held, not lost, and replayed once it has.
 */

/** How far ahead of the viewport a section starts loading: about a screen of scrolling. */
export const NEAR_VIEWPORT = '600px 0px';

// Listened to on the window in the capture phase: React's own listeners on the document stop
// events aimed at markup it has not hydrated yet, so the section's element would never see them.
const REACHING_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Sections not needed yet, with what to call when they are. */
const watched = new Map<Element, () => void>();
/** Sections waiting to hydrate, with the target of the click held for each (if any). */
const unhydrated = new Map<Element, Element | null>();
let listening = false;

function sectionOf<T>(sections: Map<Element, T>, target: EventTarget | null): Element | undefined {
  if (!(target instanceof Node)) return undefined;
  for (const section of sections.keys()) {
    if (!section.isConnected)
      sections.delete(section); // gone with a navigation
    else if (section.contains(target)) return section;
  }
  return undefined;
}

/**
 * The shopper reached for `target` (or, called directly, what the section or part around it
 * shows has changed: the checkout's order summary when the cart changes): the section or part
 * waiting around it is needed now.
 */
export function onReach({ target }: Pick<Event, 'target'>): void {
  const section = sectionOf(watched, target);
  if (section) watched.get(section)?.();
}

function onClick(event: MouseEvent): void {
  const section = sectionOf(unhydrated, event.target);
  if (!section || !(event.target instanceof Element)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  unhydrated.set(section, event.target);
  watched.get(section)?.();
}

function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of REACHING_EVENTS)
    window.addEventListener(type, onReach, { capture: true, passive: true });
  window.addEventListener('click', onClick, { capture: true });
}

/**
 * Calls `onNeeded` once, when the server-rendered section `element` is needed, and holds clicks
 * inside it until `sectionHydrated(element)`. With `inView: false` only the shopper reaching for
 * it makes it needed, not scrolling near it (a newsletter box; server HTML complete without script
 * at the top of a page, such as a carousel's first slide). With `holdsClicks: false` it only watches
 * for need: an element inside a part that says when the part is needed (`data-needed-near`) is not
 * itself waiting to hydrate, and the part around it holds its clicks. Answers a function that stops
 * watching for need (without calling `onNeeded`).
 */
export function watchUntilNeeded(
  element: Element,
  onNeeded: () => void,
  { inView = true, holdsClicks = true }: { inView?: boolean; holdsClicks?: boolean } = {},
): () => void {
  if (inView && typeof IntersectionObserver === 'undefined') {
    onNeeded();
    return () => {};
  }
  const observer = inView
    ? new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && !emptyWrapper(entry, element))) {
            needed();
          }
        },
        { rootMargin: NEAR_VIEWPORT },
      )
    : null;
  const stop = () => {
    observer?.disconnect();
    watched.delete(element);
  };
  function needed() {
    stop();
    onNeeded();
  }
  watched.set(element, needed);
  if (holdsClicks) unhydrated.set(element, null);
  if (observer) {
    observer.observe(element);
    // What a section shows may leave its wrapper's box: the phone's fixed tab bar sits in a
    // zero-height wrapper at the end of the page, yet is always on screen (and its cart badge must
    // follow the cart), so the wrapper's children are watched too. The empty box itself near the
    // viewport is not the section coming into view (see emptyWrapper).
    for (const child of element.children) observer.observe(child);
  }
  listen();
  // The shopper may be there already: the pointer resting on it or focus in it since before this
  // script ran (the search hovered while the page loads). No event says so until they move again.
  if (reachedAlready(element)) queueMicrotask(() => watched.get(element) === needed && needed());
  return stop;
}

/**
 * Whether `entry` is the section's wrapper with no height of its own while its elements are laid
 * out elsewhere: the phone's tab bar, fixed to the bottom of the screen (and not shown at all on a
 * wide one). Such a wrapper near the viewport, as at the end of a short page, is not the section
 * coming into view; its elements' own entries say when they are.
 */
function emptyWrapper(entry: IntersectionObserverEntry, wrapper: Element): boolean {
  return (
    entry.target === wrapper &&
    wrapper.childElementCount > 0 &&
    entry.boundingClientRect.height === 0
  );
}

function reachedAlready(element: Element): boolean {
  return element.matches(':hover') || element.contains(document.activeElement);
}

/** The section of `element` has hydrated: a click held for it is replayed now. */
export function sectionHydrated(element: Element): void {
  const target = unhydrated.get(element);
  unhydrated.delete(element);
  if (target) replay(target, 0);
}

/**
 * Replays a held click on `target`. React hydrates a Suspense boundary inside the section (a part
 * loaded on intent, decision 0017) in a task of its own, after the section, and drops a click on
 * markup it has not hydrated: a target in such a part waits, a few frames at most, for the part to
 * start waiting for its code, which then holds the click as its own; or for React to own it.
 */
function replay(target: Element, tries: number): void {
  if (!target.isConnected) return;
  const part = sectionOf(unhydrated, target);
  if (part) {
    unhydrated.set(part, target);
    watched.get(part)?.();
  } else if (tries < 10 && !Object.keys(target).some((key) => key.startsWith('__reactFiber')))
    setTimeout(replay, 20, target, tries + 1);
  // a click event dispatched on the element follows a link or submits a form like the shopper's
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
