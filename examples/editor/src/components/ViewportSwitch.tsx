import { setViewport, usePreviewUi, VIEWPORTS } from '../state/preview-ui.ts';

/** Shows the preview as a phone (375 px), a tablet (768 px) or a desktop (the full width). */
export function ViewportSwitch() {
  const current = usePreviewUi((state) => state.viewport);
  return (
    <fieldset className="viewport-switch plain">
      <legend className="visually-hidden">Preview width</legend>
      {VIEWPORTS.map(({ id, label, width }) => (
        <button
          key={id}
          type="button"
          aria-pressed={current === id}
          title={width ? `${width} px wide` : 'As wide as the window allows'}
          onClick={() => setViewport(id)}
        >
          {label}
          {width ? <span className="muted"> {width}</span> : null}
        </button>
      ))}
    </fieldset>
  );
}
