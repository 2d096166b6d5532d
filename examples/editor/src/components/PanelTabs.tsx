import { type Panel, showPanel, useEditorStore } from '../state/editor-store.ts';

const PANELS: { panel: Panel; label: string }[] = [
  { panel: 'main', label: 'Page sections' },
  { panel: 'header', label: 'Header' },
  { panel: 'footer', label: 'Footer' },
  { panel: 'page', label: 'Page settings' },
];

/** Switches between the page's sections, the layout's header and footer, and page settings. */
export function PanelTabs() {
  const current = useEditorStore((state) => state.panel);
  return (
    <fieldset className="panel-tabs plain">
      <legend className="visually-hidden">What to edit</legend>
      {PANELS.map(({ panel, label }) => (
        <button
          key={panel}
          type="button"
          aria-pressed={current === panel}
          onClick={() => showPanel(panel)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
