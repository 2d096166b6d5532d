/**
 * IntersectionObserver as a test drives it (jsdom has none): `scrollTo(element)` reports it near
 * the viewport, with a box `height` px high. Stub it with
 * `vi.stubGlobal('IntersectionObserver', TestIntersectionObserver)` and empty `all` before each test.
 */
export class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static scrollTo(element: Element, { height = 40 } = {}) {
    const boundingClientRect = { height } as DOMRectReadOnly;
    for (const observer of TestIntersectionObserver.all)
      if (observer.targets.has(element))
        observer.callback(
          [
            {
              isIntersecting: true,
              target: element,
              boundingClientRect,
            } as IntersectionObserverEntry,
          ],
          observer as unknown as IntersectionObserver,
        );
  }
}
