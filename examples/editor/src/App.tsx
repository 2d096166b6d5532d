import { useRef } from 'react';
import { useStorefront } from './bridge/use-storefront.ts';
import { useTemplateLoader } from './bridge/use-template-loader.ts';
import { ConnectionStatus } from './components/ConnectionStatus.tsx';
import { HistoryButtons } from './components/HistoryButtons.tsx';
import { NoticeBanner } from './components/NoticeBanner.tsx';
import { PagePicker } from './components/PagePicker.tsx';
import { PageSettings } from './components/PageSettings.tsx';
import { PanelTabs } from './components/PanelTabs.tsx';
import { SaveButton } from './components/SaveButton.tsx';
import { SectionPanel } from './components/SectionPanel.tsx';
import { TokenForm } from './components/TokenForm.tsx';
import { UrlBar } from './components/UrlBar.tsx';
import { useEditorStore } from './state/editor-store.ts';
import { useAdminToken } from './use-admin-token.ts';
import { useUndoShortcuts } from './use-shortcuts.ts';

/** The example page editor: the storefront in an iframe on the right, what to edit on the left. */
export function App() {
  const frame = useRef<HTMLDivElement>(null);
  const { token, rejected, setToken, reject } = useAdminToken();
  const panel = useEditorStore((state) => state.panel);
  const frameHeight = useEditorStore((state) => state.frameHeight);
  useStorefront(frame);
  useTemplateLoader(rejected ? '' : token, reject);
  useUndoShortcuts();

  return (
    <div className="editor">
      <header className="topbar">
        <h1>Storefront editor</h1>
        <ConnectionStatus />
        <PagePicker />
        <UrlBar />
        <HistoryButtons />
        <SaveButton token={rejected ? '' : token} onRejected={reject} />
      </header>
      <main className="workspace">
        <section className="sidebar" aria-label="Edit">
          <NoticeBanner />
          <TokenForm token={token} rejected={rejected} onToken={setToken} />
          <PanelTabs />
          {panel === 'page' ? (
            <PageSettings />
          ) : (
            <SectionPanel area={panel} hasToken={Boolean(token) && !rejected} />
          )}
        </section>
        {/* scrolls on its own: focusable so keyboard users can scroll it too */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className="preview" aria-label="Preview" tabIndex={0}>
          <div ref={frame} className="preview__frame" style={{ height: frameHeight }} />
        </section>
      </main>
    </div>
  );
}
